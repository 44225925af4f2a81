// QA of session 31 (Hong Kong and Taiwan): the keyword table knew its words in Simplified
// characters only. `提款 ATM 旺角` went to Expenses:Uncategorized while `ATM取款` went to the cash
// account; 轉賬, 手續費, 電費, 水費, 薪資, 信用卡還款 were not read either.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';
import { keywordAccount } from '../../src/importers/keyword-rules.ts';

const LEDGER = `option "operating_currency" "HKD"
2026-01-01 open Assets:HK:Bank:HSBC HKD
2026-01-01 open Assets:HK:Cash HKD
2026-01-01 open Liabilities:HK:CreditCard:HSBC HKD
2026-01-01 open Income:Salary HKD
2026-01-01 open Income:Interest HKD
2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Fees HKD
2026-01-01 open Expenses:Utilities:Electric HKD
2026-01-01 open Expenses:Utilities:Water HKD
2026-01-01 open Expenses:Transfers HKD
2026-01-01 open Expenses:Uncategorized
`;

describe('a statement in Traditional characters', () => {
  it('books cash withdrawals, fees, salary, bills, interest, transfers and card repayments by their words', async () => {
    const csv = [
      '交易日期,摘要,支出,存入',
      '2026/11/03,提款 ATM 旺角,"2,000.00",',
      '2026/11/04,ATM提款,600.00,',
      '2026/11/05,跨行轉帳手續費,5.00,',
      '2026/11/10,薪資 ABC LTD,,"28,000.00"',
      '2026/11/15,中華電力 電費,420.00,',
      '2026/11/16,水務署 水費,100.00,',
      '2026/11/20,存款利息,,12.35',
      '2026/11/21,轉賬 陳大文,300.00,',
      '2026/11/22,轉帳 陳小明,200.00,',
      '2026/11/23,信用卡還款,"1,000.00",',
      '',
    ].join('\n');
    const p = await plan(LEDGER, { content: Buffer.from(csv), account: 'Assets:HK:Bank:HSBC', today: '2026-11-27' });
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual([
      'Assets:HK:Cash 2000.00 HKD',
      'Assets:HK:Cash 600.00 HKD',
      'Expenses:Fees 5.00 HKD',
      'Income:Salary -28000.00 HKD',
      'Expenses:Utilities:Electric 420.00 HKD',
      'Expenses:Utilities:Water 100.00 HKD',
      'Income:Interest -12.35 HKD',
      'Expenses:Transfers 300.00 HKD',
      'Expenses:Transfers 200.00 HKD',
      'Liabilities:HK:CreditCard:HSBC 1000.00 HKD',
    ]);
    // the narrations keep the characters written
    expect(p.report.transactions[0]!.narration).toBe('提款 ATM 旺角');
  });

  it('tells a card statement\'s repayments (還款) from its charges when every amount is positive', async () => {
    const csv = '交易日期,交易說明,交易金額\n2026/11/03,百佳超級市場,100.00\n2026/11/20,還款 謝謝,500.00\n2026/11/21,沖正 交易,30.00\n';
    const p = await plan(LEDGER, { content: Buffer.from(csv), account: 'Liabilities:HK:CreditCard:HSBC', today: '2026-11-27' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Liabilities:HK:CreditCard:HSBC -100.00 HKD', 'Liabilities:HK:CreditCard:HSBC 500.00 HKD']);
    expect(p.report.skipped_rows).toEqual([{ row: 4, reason: "the card statement's amounts carry no sign and 沖正 may be money in or out: book this row by hand" }]);
  });

  it('reads a keyword in Traditional characters as its Simplified form', () => {
    const roots = { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity', income: 'Income', expenses: 'Expenses' };
    const accounts = ['Assets:Cash', 'Expenses:Fees', 'Income:Salary'].map((account) => ({ account, aliases: [] }));
    expect(keywordAccount('提款', 'expenses', roots, accounts)).toBe('Assets:Cash');
    expect(keywordAccount('手續費', 'expenses', roots, accounts)).toBe('Expenses:Fees');
    expect(keywordAccount('薪資轉入', 'income', roots, accounts)).toBe('Income:Salary');
  });
});

describe('a keyword\'s account', () => {
  it('is the one of the hinted accounts that takes the row\'s currency (Taiwan\'s cash, not Hong Kong\'s)', async () => {
    const ledger = `option "operating_currency" "HKD"
2026-01-01 open Assets:HK:Cash HKD
2026-01-01 open Assets:TW:Cash TWD
2026-01-01 open Assets:TW:Bank:Cathay TWD
2026-01-01 open Expenses:Fees HKD
2026-01-01 open Expenses:Uncategorized
`;
    const csv = '交易日期,摘要,支出,存入\n2026/08/20,ATM提款,"3,000",\n2026/08/21,跨行提款手續費,15,\n';
    const p = await plan(ledger, { content: Buffer.from(csv), account: 'Assets:TW:Bank:Cathay', today: '2026-11-27' });
    // the fee rule names Expenses:Fees, which holds only HKD: no account, rather than the cash rule's
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Assets:TW:Cash 3000 TWD', 'Expenses:Uncategorized 15 TWD']);
  });
});
