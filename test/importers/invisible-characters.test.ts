// Invisible characters in a CSV's or a workbook's cells (text QA, F4 and F5): a zero-width space after the
// header `摘要` left the column unread (every narration imported empty, no warning); a date with a
// left-to-right mark before it (Windows puts them in dates) and an amount with a zero-width space
// after it were skipped with reasons that looked valid; right-to-left overrides, isolates,
// zero-width spaces and joiners, soft hyphens stayed in payees written to the ledger, while a
// byte-order mark within a payee became a space that split it (`Shop X`). Cells are now read
// without format characters, but a joiner within an emoji (src/text/statement-text.ts; OFX in
// ofx/invisible-characters.test.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appended, ledgerText, plan } from './import-fixtures.ts';
import { xlsxOf } from '../support/xlsx-builder.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = ledgerText();
const ACCOUNT = 'Assets:CMB:Debit';
const HEADER = '交易日期,摘要,对方户名,金额';
const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const rows = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => [t.date, t.payee, t.narration, t.postings[0]!.units.number]);

describe('invisible characters in a CSV', () => {
  it('a header with a zero-width space after its name is read: the narration is imported', async () => {
    const p = await plan(LEDGER, { content: csv('\ufeff交易日期,摘要\u200b,对方户名,金额', '2025-10-01,午饭,全家,-10.11'), account: ACCOUNT });
    expect(rows(p)).toEqual([['2025-10-01', '全家', '午饭', '-10.11']]);
  });

  it('dates and amounts with a direction mark or a zero-width space are read', async () => {
    const p = await plan(LEDGER, {
      content: csv(HEADER, '2025-10-01,午饭,p1,-10.11', '\u200e2025-10-02,午饭,p2,-10.12', '2025-10-03,午饭,p3,-10.13\u200b', '2025-10-04,午饭,p4,\u200e-10.14', '\u200f2025\u200e-10\u200e-05\u200e,午饭,p5,\u2066-10.15\u2069'),
      account: ACCOUNT,
    });
    expect(p.report.skipped_rows).toEqual([]);
    expect(rows(p).map(([date, , , amount]) => [date, amount])).toEqual([
      ['2025-10-01', '-10.11'],
      ['2025-10-02', '-10.12'],
      ['2025-10-03', '-10.13'],
      ['2025-10-04', '-10.14'],
      ['2025-10-05', '-10.15'],
    ]);
  });

  it('a date or amount still refused shows the invisible character left in it escaped', async () => {
    // (U+3164, a Hangul filler, is a letter that shows nothing, not a format character)
    const p = await plan(LEDGER, { content: csv(HEADER, '2025-10-01,午饭,p1,-10.11', '2025-10-02\u3164,午饭,p2,-10.12', '2025-10-03,午饭,p3,-10.13\u3164'), account: ACCOUNT });
    expect(p.report.skipped_rows).toEqual([
      { row: 3, reason: 'unreadable row: no valid date in "2025-10-02\\u3164"' },
      { row: 4, reason: 'unreadable row: amount: not an amount: "-10.13\\u3164"' },
    ]);
  });

  it('payees are written without format characters, a word with one inside stays one word, an emoji keeps its joiners', async () => {
    const payees = ['Shop\u202eX', 'Shop\u2066X\u2069', 'Shop\u200bX', 'Shop\u200dX', 'Shop\ufeffX', 'Shop\u00adX', '👩\u200d💻 Studio', '👨\u200d👩\u200d👧 Bäcker\u200dei'];
    const content = csv(HEADER, ...payees.map((payee, i) => `2025-10-0${i + 1},n,${payee},-1${i}.00`));
    const p = await plan(LEDGER, { content, account: ACCOUNT });
    expect(p.report.transactions.map((t) => t.payee)).toEqual(['ShopX', 'ShopX', 'ShopX', 'ShopX', 'ShopX', 'ShopX', '👩\u200d💻 Studio', '👨\u200d👩\u200d👧 Bäckerei']);
    const text = appended(LEDGER, p);
    expect(text).not.toMatch(/[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|(?<!\p{Extended_Pictographic})\u200d/u);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
  });

  it('an .xlsx sheet: the header and cells are read as a CSV\'s', async () => {
    const book = xlsxOf([['交易日期', '摘要\u200b', '对方户名', '金额'], ['\u200e2025-10-02', '午饭', 'Shop\u202eX', '-10.12\u200b']]);
    const p = await plan(LEDGER, { content: book, account: ACCOUNT });
    expect(rows(p)).toEqual([['2025-10-02', 'ShopX', '午饭', '-10.12']]);
  });

  it('a mapping names such a column as it shows, or as the file writes it, invisible character and all', async () => {
    for (const name of ['说明', '说明\u200b']) {
      const p = await plan(LEDGER, {
        content: csv('日期,说明\u200b,对方,金额', '2025-10-01,午饭,全家,-10.11'),
        account: ACCOUNT,
        mapping: { columns: { 日期: 'date', [name]: 'narration', 对方: 'payee', 金额: 'amount' } },
      });
      expect(rows(p), JSON.stringify(name)).toEqual([['2025-10-01', '全家', '午饭', '-10.11']]);
    }
  });
});

describe('a statement imported before its invisible characters were taken out', () => {
  // the id versions before 2026-11-28 gave a row without a statement id: its content hashed, the text as the file held it
  const oldId = (date: string, amount: string, payee: string, narration: string) =>
    'bank:' + createHash('sha256').update([ACCOUNT, date, amount, 'CNY', payee, narration].join('\u0000') + '\u00000').digest('hex').slice(0, 20);

  it('is not imported again: neither its rows with such a payee nor those whose narration column was not read', async () => {
    const content = csv('交易日期,摘要\u200b,对方户名,金额', '2025-10-01,午饭,Shop\u200bX,-10.11', '2025-10-02,晚饭,全家,-20.00');
    const now = await plan(LEDGER, { content, account: ACCOUNT });
    expect(rows(now)).toEqual([
      ['2025-10-01', 'ShopX', '午饭', '-10.11'],
      ['2025-10-02', '全家', '晚饭', '-20.00'],
    ]);
    // as versions before read and wrote it: the payee with its zero-width space, no narration
    const ledger = `${LEDGER}
2025-10-01 * "Shop\u200bX" ""
  import_id: "${oldId('2025-10-01', '-10.11', 'Shop\u200bX', '')}"
  ${ACCOUNT}  -10.11 CNY
  Expenses:Uncategorized
2025-10-02 * "全家" ""
  import_id: "${oldId('2025-10-02', '-20', '全家', '')}"
  ${ACCOUNT}  -20.00 CNY
  Expenses:Uncategorized
`;
    const again = await plan(ledger, { content, account: ACCOUNT });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 2]);
  });
});
