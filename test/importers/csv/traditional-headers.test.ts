// QA of session 31 (Hong Kong and Taiwan): headers and currency names in Traditional characters
// were not read. 中銀香港's layout (交易日期,說明,提款,存款,餘額,幣別) was a 422 "no header row"; a row
// whose 幣別 said 人民幣 was booked 88 HKD (币别/人民币 was read); HSBC's 結餘 and Taiwan's 餘額 gave no
// closing balance, 說明 no narration, 對方戶名 no payee.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { BANK_HEADER } from '../../../src/importers/csv/bank.ts';
import { mapColumns } from '../../../src/importers/csv/header-row.ts';
import { currencyNamed } from '../../../src/importers/csv/statement-currency.ts';
import { parseMoney } from '../../../src/importers/csv/cells.ts';
import { sideOf } from '../../../src/importers/direction-words.ts';
import { importTwice, plan, postingLines } from '../import-fixtures.ts';

const rows = (text: string) => readCsvStatement(text).rows.map((r) => [r.date, r.amount.toString(), r.currency, r.payee, r.narration]);

const LEDGER = `option "operating_currency" "HKD"
2026-01-01 open Assets:HK:Bank:BOC HKD,CNY
2026-01-01 open Assets:HK:Bank:HSBC HKD
2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Uncategorized
`;

describe('headers in Traditional characters', () => {
  it('name the same roles as their Simplified forms, and the words of Hong Kong\'s and Taiwan\'s banks', () => {
    const roles: [string, string][] = [
      ['交易日期', 'date'], ['記帳日期', 'date'], ['入帳日期', 'date'], ['記賬日', 'date'], ['交易時間', 'date'],
      ['交易金額', 'amount'], ['發生額', 'amount'], ['金額（元）', 'amount'],
      ['支出金額', 'debit'], ['借方金額', 'debit'], ['提款', 'debit'], ['提款金額', 'debit'], ['支取金額', 'debit'],
      ['存入', 'credit'], ['存款', 'credit'], ['存入金額', 'credit'], ['貸方發生額', 'credit'], ['收款金額', 'credit'],
      ['摘要', 'narration'], ['說明', 'narration'], ['交易說明', 'narration'], ['備註', 'narration'], ['交易附言', 'narration'], ['交易類型', 'narration'],
      ['幣別', 'currency'], ['幣種', 'currency'], ['貨幣', 'currency'], ['記帳幣種', 'currency'],
      ['餘額', 'balance'], ['結餘', 'balance'], ['帳戶餘額', 'balance'], ['賬戶餘額', 'balance'], ['聯機餘額', 'balance'], ['交易後餘額', 'balance'],
      ['對方戶名', 'payee'], ['對方帳戶', 'payee'], ['對方名稱', 'payee'], ['交易對方', 'payee'], ['商戶名稱', 'payee'], ['收/付款方', 'payee'],
      ['流水號', 'id'], ['交易編號', 'id'], ['交易單號', 'id'],
      ['借貸', 'direction'], ['借貸標誌', 'direction'], ['收付標誌', 'direction'],
      ['交易狀態', 'status'],
    ];
    for (const [header, role] of roles) {
      const columns = mapColumns(['x', header], BANK_HEADER);
      expect([header, columns.get(role)]).toEqual([header, 1]);
    }
  });

  it('read 中銀香港\'s statement: 說明, 提款, 存款, 餘額 and 幣別 with 港幣 and 人民幣', () => {
    const text = '\ufeff交易日期,說明,提款,存款,餘額,幣別\n2026/10/02,PAYME 增值,500.00,,"10,500.00",港幣\n2026/10/18,轉賬 由 滙豐,,"3,000.00","13,500.00",港幣\n2026/10/23,人民幣 消費 深圳,88.00,,"1,912.00",人民幣\n';
    expect(rows(text)).toEqual([
      ['2026-10-02', '-500.00', 'HKD', null, 'PAYME 增值'],
      ['2026-10-18', '3000.00', 'HKD', null, '轉賬 由 滙豐'],
      ['2026-10-23', '-88.00', 'CNY', null, '人民幣 消費 深圳'],
    ]);
  });

  it('book a row whose 幣別 says 人民幣 in CNY', async () => {
    const text = '交易日期,摘要,支出,存入,餘額,幣別\n2026/10/22,百佳超級市場,"1,088.00",,"12,026.80",港幣\n2026/10/23,人民幣 消費 深圳,88.00,,"1,912.00",人民幣\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:HK:Bank:BOC', today: '2026-11-27' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:HK:Bank:BOC -1088.00 HKD', 'Assets:HK:Bank:BOC -88.00 CNY']);
  });

  it('read HSBC\'s 結餘 as the closing balance', async () => {
    const text = '交易日期,摘要,支出,存入,結餘\n2026/11/20,利息,,12.35,"72,285.85"\n2026/11/25,提款 ATM 旺角,"2,000.00",,"70,285.85"\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:HK:Bank:HSBC', today: '2026-11-27' });
    expect(p.report.statement).toEqual({ balance: { number: '70285.85', currency: 'HKD' }, date: '2026-11-25' });
  });

  it('read 對方戶名 as the payee, and a statement imported before without it is all duplicates', async () => {
    const before = '交易日期,摘要,支出,存入\n2026/11/03,轉數快 過數,"1,200.00",\n';
    const now = '交易日期,對方戶名,摘要,支出,存入\n2026/11/03,陳大文,轉數快 過數,"1,200.00",\n';
    expect(rows(now)).toEqual([['2026-11-03', '-1200.00', null, '陳大文', '轉數快 過數']]);
    const { after } = await importTwice(LEDGER, { content: Buffer.from(before), account: 'Assets:HK:Bank:HSBC', today: '2026-11-27' });
    const again = await plan(after, { content: Buffer.from(now), account: 'Assets:HK:Bank:HSBC', today: '2026-11-27' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
  });

  it('read a preamble\'s 幣別 and a 合計 line in Traditional characters', () => {
    const text = '幣別: 港幣\n交易日期,摘要,金額\n2026/11/03,利息,12.35\n合計,,12.35\n';
    const statement = readCsvStatement(text);
    expect([statement.currency, statement.rows.length, statement.skipped]).toEqual(['HKD', 1, [{ row: 4, reason: 'summary line: 合計 12.35', notARow: true }]]);
  });
});

describe('currency names in Traditional characters', () => {
  it('name their codes', () => {
    expect(['人民幣', '港幣', '港元', '新台幣', '台幣', '澳門元', '美元', '歐元'].map(currencyNamed)).toEqual(['CNY', 'HKD', 'HKD', 'TWD', 'TWD', 'MOP', 'USD', 'EUR']);
    expect(parseMoney('1,000.00港幣')).toEqual(parseMoney('1,000.00 HKD'));
    expect(parseMoney('500新台幣')?.currency).toBe('TWD');
  });

  it('and a direction column\'s 貸 and 轉出 say which way', () => {
    expect([sideOf('貸'), sideOf('轉出'), sideOf('轉入'), sideOf('借 Dr')]).toEqual(['in', 'out', 'in', 'out']);
  });
});
