// QA of session 29: a transfer in the history was copied onto rows of another account's statement
// that share its payee. Alipay repaying the 中信 card (payee 中信银行) made the 中信 debit account's
// interest (结息, 中信银行, +0.66) money from Alipay, and WeChat repaying the 民生 card made 民生's
// fee (跨行手续费, 民生银行) a card repayment, without a warning. A transfer speaks for the rows of
// the accounts that took part in it only.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Alipay CNY
2025-01-01 open Assets:WeChat CNY
2025-01-01 open Assets:Bank:CITIC CNY
2025-01-01 open Assets:Bank:CMBC CNY
2025-01-01 open Liabilities:CreditCard:CITIC CNY
2025-01-01 open Liabilities:CreditCard:CMBC CNY
2025-01-01 open Income:Interest
2025-01-01 open Expenses:Fees
2025-01-01 open Income:Uncategorized
2025-01-01 open Expenses:Uncategorized

2025-03-10 * "中信银行" "信用卡还款"
  Liabilities:CreditCard:CITIC  1000.00 CNY
  Assets:Alipay  -1000.00 CNY

2025-03-11 * "民生银行" "信用卡还款"
  Liabilities:CreditCard:CMBC  800.00 CNY
  Assets:WeChat  -800.00 CNY
`;

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('a transfer in the history and a row of another account with its payee', () => {
  it('leaves the interest of a debit account to the keyword table (it was money from Alipay)', async () => {
    const p = await plan(LEDGER, { content: csv('交易日期,支出金额,收入金额,账户余额,摘要,对方户名\n2025年03月21日,,0.66,5000.66,结息,中信银行\n'), account: 'Assets:Bank:CITIC' });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CITIC 0.66 CNY', 'Income:Interest -0.66 CNY']]);
  });

  it('leaves a bank fee to the keyword table (it was a repayment of the 民生 card)', async () => {
    const p = await plan(LEDGER, { content: csv('交易日期,摘要,借方发生额,贷方发生额,账户余额,对方户名\n2025-03-20,跨行手续费,15.00,,985.00,民生银行\n'), account: 'Assets:Bank:CMBC' });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CMBC -15.00 CNY', 'Expenses:Fees 15.00 CNY']]);
  });

  it('still follows a transfer the statement\'s own account took part in', async () => {
    const p = await plan(LEDGER, { content: csv('交易日期,摘要,借方发生额,贷方发生额,账户余额,对方户名\n2025-04-11,转账,800.00,,185.00,民生银行\n'), account: 'Assets:WeChat' });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:WeChat -800.00 CNY', 'Liabilities:CreditCard:CMBC 800.00 CNY']]);
  });
});
