// QA of session 31 (Hong Kong and Taiwan): a Big5 statement was decoded as GB18030. One whose
// header reads the same in both scripts (交易日期,摘要,支出,存入) was a 422 "no header row"; with a
// positional mapping the dry run imported narrations such as 羛褐いみ for 全聯福利中心. GBK files
// (Alipay's) are read as GB18030 still.
import { describe, expect, it } from 'vitest';
import { decodeStatementText } from '../../../src/importers/text-decoding.ts';
import { plan, postingLines } from '../import-fixtures.ts';
import { big5 } from '../legacy-encodings.ts';

const LEDGER = `option "operating_currency" "TWD"
2026-01-01 open Assets:TW:Bank:Cathay TWD
2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Uncategorized
`;
const TW = '交易日期,摘要,支出,存入\n2026/09/03,全聯福利中心,356,\n2026/09/05,薪資轉入,,"45,000"\n2026/09/10,台電電費,"1,350",\n';
const narrations = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);
const EXPECTED = [
  ['2026-09-03', '全聯福利中心', 'Assets:TW:Bank:Cathay -356 TWD'],
  ['2026-09-05', '薪資轉入', 'Assets:TW:Bank:Cathay 45000 TWD'],
  ['2026-09-10', '台電電費', 'Assets:TW:Bank:Cathay -1350 TWD'],
];

describe('a Big5 statement', () => {
  it('is encoded as Big5 by the test table (交易 is A5E6 A9F6)', () => {
    expect(big5('交易').toString('hex')).toBe('a5e6a9f6');
  });

  it('is decoded as Big5, also when its header reads the same in GB18030', () => {
    expect(decodeStatementText(big5(TW))).toBe(TW);
  });

  it('is imported by its header, with its narrations as written', async () => {
    const p = await plan(LEDGER, { content: big5(TW), account: 'Assets:TW:Bank:Cathay', today: '2026-11-27' });
    expect(narrations(p)).toEqual(EXPECTED);
  });

  it('is imported with a positional mapping, its narrations not garbled', async () => {
    const mapping = { '1': 'date', '2': 'narration', '3': 'debit', '4': 'credit' };
    const p = await plan(LEDGER, { content: big5(TW.slice(TW.indexOf('\n') + 1)), account: 'Assets:TW:Bank:Cathay', mapping, today: '2026-11-27' });
    expect(narrations(p)).toEqual(EXPECTED);
  });
});

describe('a GBK statement with the same header', () => {
  it('is still decoded as GB18030', () => {
    // 交易日期,摘要,支出,存入 / 2026/09/03,超市购物,356.00, / 2026/09/05,工资,,45000.00 in GBK
    const bytes = Buffer.from('bdbbd2d7c8d5c6da2cd5aad2aa2cd6a7b3f62cb4e6c8eb0a323032362f30392f30332cb3accad0b9baceef2c3335362e30302c0a323032362f30392f30352cb9a4d7ca2c2c34353030302e30300a', 'hex');
    expect(decodeStatementText(bytes)).toBe('交易日期,摘要,支出,存入\n2026/09/03,超市购物,356.00,\n2026/09/05,工资,,45000.00\n');
  });
});
