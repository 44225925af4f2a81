// A quoted cell followed by spaces or tabs before the delimiter: HSBC HK writes `"-1,099.14"\t,CNY`,
// WeChat `"3985734"\t,`. The cell is the value inside the quotes (then the spaces, which readers
// trim), as Python's csv reads it; the quotes are not part of the amount or the id.
import { describe, expect, it } from 'vitest';
import { readCsvTable } from '../../../src/importers/csv/csv-table.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('a quoted cell followed by spaces or tabs', () => {
  it('is the value inside the quotes, with its own inner spaces and escaped quotes, then the spaces', () => {
    const cells = readCsvTable('Date,Description,Amount\n2024-01-05,Coffee,"-4.50"\t\n2024-01-06,"  two  spaces  " ,"-3.00" \n2024-01-07,"say ""hi"""\t,"-1,099.14"\t\t\n').map((l) => l.cells);
    expect(cells.slice(1)).toEqual([
      ['2024-01-05', 'Coffee', '-4.50\t'],
      ['2024-01-06', '  two  spaces   ', '-3.00 '],
      ['2024-01-07', 'say "hi"\t', '-1,099.14\t\t'],
    ]);
  });

  it('leaves every other cell as it was: unquoted padding, a quote followed by text, quoted cells closed at the delimiter', () => {
    const cells = readCsvTable('a,b,c\n x  y ,"Big" Pizza,"q, r"\n').map((l) => l.cells);
    expect(cells[1]).toEqual([' x  y ', '"Big" Pizza', 'q, r']);
  });

  it('imports a bank CSV whose amounts are quoted and followed by a tab (as HSBC HK writes them)', async () => {
    const text = 'Date,Description,Amount,Currency,Balance,Balance currency\n24/03/2025,POS PURCHASE,"-75.50"\t,CNY,"3,612.17"\t,CNY\n25/03/2025,FUND TRANSFER,"1,500.00"\t,CNY,"5,112.17"\t,CNY\n';
    const p = await plan(ledgerText(), { content: csv(text), account: 'Assets:CMB:Debit' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -75.50 CNY', 'Assets:CMB:Debit 1500.00 CNY']);
    expect(p.report.statement.balance).toEqual({ number: '5112.17', currency: 'CNY' });
  });

  it('gives a WeChat row the id without quotes, and knows the row imported before under the quoted id', async () => {
    const wechat = csv(`交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
2024-09-26 12:45:27,"商户消费","某某米线","午饭","支出",¥28.16,"零钱","支付成功","3985734"\t,"129847129"\t,"/"
`);
    const first = await plan(ledgerText(), { content: wechat, account: 'Assets:WeChat' });
    expect(first.report.transactions.map((t) => t.meta.import_id)).toEqual(['wechat:3985734']);
    // the same row unquoted is the same id
    const unquoted = await plan(ledgerText(), { content: csv(wechat.toString('utf8').replace('"3985734"\t', '3985734\t')), account: 'Assets:WeChat' });
    expect(unquoted.report.transactions.map((t) => t.meta.import_id)).toEqual(['wechat:3985734']);
    // a ledger that imported this file before the quotes were taken off holds the id with them
    const importedBefore = `${ledgerText()}
2024-09-26 * "某某米线" "午饭"
  import_id: "wechat:\\"3985734\\""
  Assets:WeChat  -28.16 CNY
  Expenses:Food:Coffee  28.16 CNY
`;
    const again = await plan(importedBefore, { content: wechat, account: 'Assets:WeChat' });
    expect([again.report.imported, again.report.duplicate_rows.map((d) => d.reason)]).toEqual([0, ['already imported (import_id wechat:"3985734")']]);
  });
});
