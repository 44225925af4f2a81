// QA (banks outside mainland China): a Shift_JIS CSV, as MUFG and Japan's other banks export, was
// decoded as GB18030 without a word, its payees stored as mojibake (セブンイレブン as 僙僽儞僀儗僽儞),
// and the 422 for a mapping's columns quoted the user's header in Simplified characters
// (支払い金额, 预かり金额). Japanese headers (日付, 摘要内容, 支払い金額, 預かり金額, 差引残高) are
// now known words, so the export needs no mapping.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { decodeStatementText } from '../../../src/importers/text-decoding.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';
import { gbk, shiftJis } from '../legacy-encodings.ts';

const LEDGER = `${ledgerText()}\n2020-01-01 open Assets:JP:MUFG JPY\n`;
const MUFG = [
  '"日付","摘要","摘要内容","支払い金額","預かり金額","差引残高","メモ","未資金化区分","入払区分"',
  '"2026/11/5","カード","セブンイレブン","1,234","","98,766","","","支払い"',
  '"2026/11/10","振込","カ）アクメ","","250,000","348,766","","","入金"',
  '"2026/11/12","口座振替","東京電力","8,520","","340,246","","","支払い"',
  '"2026/11/15","ATM","ATM引出","30,000","","310,246","","","支払い"',
  '',
].join('\r\n');
type Plan = Awaited<ReturnType<typeof plan>>;
const rows = (p: Plan) => p.report.transactions.map((t) => [t.date, t.narration, postingLines(t)[0]]);
const EXPECTED = [
  ['2026-11-05', 'セブンイレブン', 'Assets:JP:MUFG -1234 JPY'],
  ['2026-11-10', 'カ）アクメ', 'Assets:JP:MUFG 250000 JPY'],
  ['2026-11-12', '東京電力', 'Assets:JP:MUFG -8520 JPY'],
  ['2026-11-15', 'ATM引出', 'Assets:JP:MUFG -30000 JPY'],
];

describe('a Shift_JIS statement', () => {
  it('is encoded as Shift_JIS by the test table (日付 is 93FA 9574)', () => {
    expect(shiftJis('日付').toString('hex')).toBe('93fa9574');
  });

  it('is decoded as Shift_JIS, not as GB18030', () => {
    expect(decodeStatementText(shiftJis(MUFG))).toBe(MUFG);
  });

  it('is imported by its Japanese header, the payee column (摘要内容) the narration, with its balance', async () => {
    for (const content of [shiftJis(MUFG), Buffer.from(MUFG)]) {
      const p = await plan(LEDGER, { content, account: 'Assets:JP:MUFG', today: '2026-12-01' });
      expect(rows(p)).toEqual(EXPECTED);
      expect(p.report.statement.balance).toEqual({ number: '310246', currency: 'JPY' });
    }
  });

  it('with half-width katakana only beside an English header is Shift_JIS too (no GBK has an odd run of such bytes)', () => {
    const text = 'Date,Description,Amount\n2026/11/05,ｾﾌﾞﾝｲﾚﾌﾞﾝ,-1234\n2026/11/06,ﾌﾘｺﾐ ｶ)ｱｸﾒ,250000\n';
    expect(decodeStatementText(shiftJis(text))).toBe(text);
  });

  it('does not take GBK for Shift_JIS', () => {
    const text = '交易日期,摘要,支出,存入\n2026/09/03,超市购物,356.00,\n2026/09/05,工资,,45000.00\n';
    expect(decodeStatementText(gbk(text))).toBe(text);
  });

  it('named by a mapping the file lacks is a 422 quoting the columns as the user wrote them', async () => {
    const mapping = { columns: { 日付: 'date', 摘要内容: 'narration', 支払い金額: 'debit', 預かり金額: 'credit', お預り残高: 'balance' } };
    const e = await plan(LEDGER, { content: shiftJis(MUFG), account: 'Assets:JP:MUFG', mapping, today: '2026-12-01' }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    expect((e as Problem).errors[0]!.message).toBe('no header row has all the mapped columns: 日付, 摘要内容, 支払い金額, 預かり金額, お預り残高 (no line has お預り残高)');
  });
});
