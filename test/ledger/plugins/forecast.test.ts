// beancount.plugins.forecast against Beancount 2.3's loader: the copies of a fixture's `#`
// transactions (dates, narrations, lines, order, balances), the open-ended form with "today" fixed
// on both sides, the crashes; the dates against dateutil's rrule on many series; and the identity
// rule of the service (only the copy on the written date stands for the written transaction).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { isSynthesised } from '../../../src/ledger/core/synthesised.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { forecast, parseForecast, parseUntil, recurrenceDates, type Recurrence } from '../../../src/ledger/plugins/forecast.ts';
import { writtenTransactions } from '../../../src/ledger/query/transactions.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { errorLines, expectLoadLikeBeancount, ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('forecast-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/forecast.beancount');
const PLUGIN = 'beancount.plugins.forecast';

/**
 * Beancount's transactions as `date line payee links meta`, loaded with datetime.date.today()
 * fixed to `today` (ISO) when given.
 */
function theirTransactions(file: string, today?: string): string[] {
  const script = `
import sys, datetime
import beancount.plugins.forecast as forecast
if len(sys.argv) > 2:
    fixed = datetime.date.fromisoformat(sys.argv[2])
    class FixedDate(datetime.date):
        @classmethod
        def today(cls): return fixed
    class FixedDatetime: date = FixedDate; datetime = datetime.datetime
    forecast.datetime = FixedDatetime
from beancount import loader
from beancount.core import data
entries, errors, _ = loader.load_file(sys.argv[1])
for e in entries:
    if isinstance(e, data.Transaction):
        meta = sorted(k for k in e.meta if k not in ('filename', 'lineno', '__tolerances__'))
        print(e.date, e.meta['lineno'], repr(e.payee), sorted(e.links), meta, repr(e.narration))
print('errors', [(err.source['lineno'], err.message.split(chr(10))[0]) for err in errors])
`;
  return execFileSync(BEANCOUNT_PYTHON, ['-c', script, file, ...(today === undefined ? [] : [today])], { encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } })
    .split('\n')
    .filter(Boolean);
}

const pyRepr = (s: string | null) => (s === null ? 'None' : `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
const pyList = (items: readonly string[]) => `[${items.map((i) => `'${i}'`).join(', ')}]`;

function ourTransactions(ledger: Ledger): string[] {
  return [
    ...ledger.directives.flatMap((d) => (d.type === 'transaction' ? [`${d.date} ${d.source.line} ${pyRepr(d.payee)} ${pyList([...d.links].sort())} ${pyList(Object.keys(d.meta).sort())} ${pyRepr(d.narration)}`] : [])),
    `errors [${ledger.errors.map((e) => `(${e.source.line}, ${pyRepr(e.message)})`).join(', ')}]`,
  ];
}

const transactionsOf = (directives: readonly Directive[]) => directives.flatMap((d) => (d.type === 'transaction' ? [d] : []));

afterEach(() => {
  vi.useRealTimers();
});

describe.runIf(run)('forecast, as Beancount 2.3 runs it', () => {
  it('makes the copies Beancount makes, on the same dates, lines and order', async () => {
    const { ours } = await expectLoadLikeBeancount(fixture, workspace.worker());
    expect(ourTransactions(ours)).toEqual(theirTransactions(fixture));
    expect(ours.errors).toEqual([]);
    const rent = transactionsOf(ours.directives).filter((t) => t.narration === 'Rent');
    expect(rent.map((t) => t.date)).toEqual(['2020-01-31', '2020-03-31', '2020-05-31', '2020-07-31', '2020-08-31', '2020-10-31']);
    expect(transactionsOf(ours.directives).filter((t) => t.narration === 'Yearly premium').map((t) => t.date)).toEqual(['2020-02-29', '2024-02-29', '2028-02-29']);
    expect(transactionsOf(ours.directives).some((t) => t.narration.startsWith('Past end') || t.narration.startsWith('Far future'))).toBe(false);
  });

  it.each([
    ['2021-06-15', '2020-11-30'],
    ['2020-12-31', '2020-02-29'],
    ['2019-03-01', '2019-05-31'],
  ])('runs an open-ended series until 31 December of the year of today (%s)', async (today, start) => {
    const file = workspace.write(`plugin "${PLUGIN}"
2019-01-01 open Assets:Cash
2019-01-01 open Expenses:Bills
${start} # "Monthly [MONTHLY]"
  Expenses:Bills  1.00 USD
  Assets:Cash
${start} # "Weekly [WEEKLY SKIP 2 TIMES]"
  Expenses:Bills  2.00 USD
  Assets:Cash
${start} # "Yearly [YEARLY]"
  Expenses:Bills  3.00 USD
  Assets:Cash
`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)), 12));
    const ours = Ledger.load(file);
    vi.useRealTimers();
    expect(ourTransactions(ours)).toEqual(theirTransactions(file, today));
    expect(transactionsOf(ours.directives).at(-1)!.date <= `${today.slice(0, 4)}-12-31`).toBe(true);
  });

  it.each([
    ['an UNTIL date strptime rejects', '2020-01-01 # "Bad [MONTHLY UNTIL 2020-02-30]"\n  Expenses:Bills  1 USD\n  Assets:Cash\n'],
    ['an UNTIL with text after its date', '2020-01-01 # "Bad [MONTHLY UNTIL 2020-01-011]"\n  Expenses:Bills  1 USD\n  Assets:Cash\n'],
    ['a configuration, which the plugin does not take', '2020-01-01 # "Fine [MONTHLY REPEAT 2 TIMES]"\n  Expenses:Bills  1 USD\n  Assets:Cash\n'],
    ['a weekly series on a Sunday reaching the last week of 9999', '9999-12-26 # "Sunday [WEEKLY REPEAT 1 TIME]"\n  Expenses:Bills  1 USD\n  Assets:Cash\n'],
  ])('crashes as Beancount does on %s: one failure of the plugin, nothing changed', async (what, body) => {
    const config = what.startsWith('a configuration') ? ' "x"' : '';
    const file = workspace.write(`plugin "${PLUGIN}"${config}\n2019-01-01 open Assets:Cash\n2019-01-01 open Expenses:Bills\n${body}`);
    const theirs = await workspace.worker().booked(file);
    const ours = Ledger.load(file);
    expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
    expect(errorLines(theirs.errors)).toEqual([`0: Error applying plugin "${PLUGIN}": Traceback (most recent call last):`]);
    expect(ours.errors.map((e) => `${e.source.line}: ${e.message.slice(0, e.message.indexOf(':'))}`)).toEqual([`1: Plugin "${PLUGIN}" failed`]);
  });

  it('crashes as Beancount does on a ledger without directives (it reads the last one’s date)', async () => {
    const file = workspace.write(`plugin "${PLUGIN}"\noption "title" "nothing"\n`);
    const theirs = await workspace.worker().booked(file);
    const ours = Ledger.load(file);
    expect(theirs.entries).toEqual([]);
    expect(ours.directives).toEqual([]);
    expect(errorLines(theirs.errors)).toEqual([`0: Error applying plugin "${PLUGIN}": Traceback (most recent call last):`]);
    expect(ours.errors.map((e) => e.message)).toEqual([`Plugin "${PLUGIN}" failed: IndexError: list index out of range`]);
  });

  it('gives the dates dateutil’s rrule gives', () => {
    const cases: { start: string; rule: Recurrence }[] = [];
    const starts = ['2020-01-31', '2020-02-29', '2019-03-31', '2021-05-30', '2020-08-31', '2023-12-31', '2024-02-29', '2000-02-29', '1999-12-31', '2020-06-15', '9999-11-30', '9999-12-25', '9999-12-26', '9999-12-24', '9998-02-28', '0001-01-01'];
    const freqs = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const;
    for (const start of starts)
      for (const freq of freqs)
        for (const interval of [1, 2, 3, 5, 13, 100])
          for (const [count, until] of [[1, null], [7, null], [40, null], [null, '2030-12-31'], [null, start], [null, '2020-01-01'], [null, '9999-12-31']] as const) {
            // Series of thousands of dates are left out (they prove nothing more).
            const unit = { DAILY: 1, WEEKLY: 7, MONTHLY: 28, YEARLY: 365 }[freq];
            if (until !== null && (Date.parse(until) - Date.parse(start)) / 86_400_000 / interval / unit > 2000) continue;
            cases.push({ start, rule: { freq, interval, count, until } });
          }
    const script = `
import sys, json, datetime
from dateutil import rrule
out = []
for c in json.load(sys.stdin):
    r = c['rule']
    kw = {'dtstart': datetime.date.fromisoformat(c['start']), 'interval': r['interval']}
    if r['count'] is not None: kw['count'] = r['count']
    if r['until'] is not None: kw['until'] = datetime.date.fromisoformat(r['until'])
    try:
        out.append([d.date().isoformat() for d in rrule.rrule(getattr(rrule, r['freq']), **kw)])
    except ValueError as e:
        out.append('ValueError: ' + str(e))
print(json.dumps(out))
`;
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8', maxBuffer: 1 << 28 })) as (string[] | string)[];
    const ours = cases.map(({ start, rule }) => {
      try {
        return recurrenceDates(start, rule);
      } catch (err) {
        return `ValueError: ${(err as Error).message}`;
      }
    });
    cases.forEach((c, i) => expect({ ...c, dates: ours[i] }).toEqual({ ...c, dates: theirs[i] }));
    expect(theirs.filter((t) => typeof t === 'string').length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(2000);
  });

  it('reads the bracket as the plugin’s pattern does', () => {
    const narrations = [
      'Rent [MONTHLY]', 'Rent [MONTHLY REPEAT 3 TIMES]', 'Rent   [WEEKLY SKIP 2 TIMES REPEAT 1 TIME]  ', 'A [x] B [DAILY UNTIL 2020-1-5] tail', 'Rent [monthly]', '[YEARLY]', 'Rent [MONTHLY REPEAT 0 TIMES]',
      'Rent [MONTHLY REPEAT 3 TIME]]', 'Rent [MONTHLY\u001cREPEAT\u00a03\u2003TIMES]', 'Rent [MONTHLY\uFEFFREPEAT 3 TIMES]', 'line\nRent [MONTHLY]', 'Rent [MONTHLY UNTIL 2020-01-01 ]', ' \u2003Rent\u001c [DAILY REPEAT 2 TIMES]',
      'Rent [MONTHLY SKIP 1 TIMEX REPEAT 2 TIMESY UNTIL 2020]', 'Rent [DAILY REPEAT 99999999999999999999 TIMES]',
    ];
    const script = `
import sys, json, re
out = []
for n in json.load(sys.stdin):
    m = re.search(r'(^.*)\\[(MONTHLY|YEARLY|WEEKLY|DAILY)'
                  r'(\\s+SKIP\\s+([1-9][0-9]*)\\s+TIME.?)'
                  r'?(\\s+REPEAT\\s+([1-9][0-9]*)\\s+TIME.?)'
                  r'?(\\s+UNTIL\\s+([0-9\\-]+))?\\]', n)
    out.append(None if m is None else [m.group(1).strip(), m.group(2), m.group(4), m.group(6), m.group(8)])
print(json.dumps(out))
`;
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script], { input: JSON.stringify(narrations), encoding: 'utf8' })) as ([string, string, string | null, string | null, string | null] | null)[];
    narrations.forEach((n, i) => {
      const want = theirs[i];
      let ours: ReturnType<typeof parseForecast> | 'until' = null;
      try {
        ours = parseForecast(n, () => '2020-06-01');
      } catch {
        ours = 'until';
      }
      if (want === null) return expect({ n, ours }).toEqual({ n, ours: null });
      expect({ n, narration: ours === 'until' || ours === null ? ours : ours.narration, freq: ours === 'until' || ours === null ? null : ours.rule.freq }).toEqual({ n, narration: want[0], freq: want[1] });
    });
  });
});

describe('forecast, each rule alone', () => {
  const OPENS = '2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Bills\n';
  const posting = '  Expenses:Bills  1.00 USD\n  Assets:Cash\n';

  it('keeps the copy on the written date as the written transaction; the others are made', () => {
    const ledger = Ledger.fromText(`plugin "${PLUGIN}"\n${OPENS}2020-01-31 # "Rent [MONTHLY REPEAT 3 TIMES]"\n${posting}`);
    const copies = transactionsOf(ledger.directives);
    expect(copies.map((t) => `${t.date} ${t.source.line} ${t.narration} ${isSynthesised(t) ? 'made' : 'written'}`)).toEqual(['2020-01-31 4 Rent written', '2020-03-31 4 Rent made', '2020-05-31 4 Rent made']);
    expect(writtenTransactions(ledger.directives).map((t) => t.date)).toEqual(['2020-01-31']);
  });

  it('keeps the copies made when a later plugin rebuilds them (mark_unverified, fill_account)', () => {
    const text = `plugin "${PLUGIN}"\nplugin "beancount.plugins.mark_unverified"\nplugin "beancount.plugins.fill_account" "Assets:Cash"\n${OPENS}2020-01-31 # "Rent [MONTHLY REPEAT 3 TIMES]"\n  Expenses:Bills  1.00 USD\n`;
    const ledger = Ledger.fromText(text);
    expect(transactionsOf(ledger.directives).map((t) => `${t.date} ${t.postings.length} ${isSynthesised(t) ? 'made' : 'written'}`)).toEqual(['2020-01-31 2 written', '2020-03-31 2 made', '2020-05-31 2 made']);
    expect(writtenTransactions(ledger.directives).map((t) => t.date)).toEqual(['2020-01-31']);
  });

  it('makes every copy when none falls on the written date, and none before it', () => {
    const none = Ledger.fromText(`plugin "${PLUGIN}"\n${OPENS}2020-03-31 # "Past [MONTHLY UNTIL 2020-03-30]"\n${posting}`);
    expect(transactionsOf(none.directives)).toEqual([]);
    expect(writtenTransactions(none.directives)).toEqual([]);
  });

  it('runs an open-ended series until 31 December of today’s year, today injectable', () => {
    const entries = Ledger.fromText(`${OPENS}2021-10-31 # "Rent [MONTHLY]"\n${posting}`).directives;
    const dates = (today: string) => transactionsOf(forecast(entries, () => today).directives).map((t) => t.date);
    expect(dates('2021-01-01')).toEqual(['2021-10-31', '2021-12-31']);
    expect(dates('2022-07-01')).toEqual(['2021-10-31', '2021-12-31', '2022-01-31', '2022-03-31', '2022-05-31', '2022-07-31', '2022-08-31', '2022-10-31', '2022-12-31']);
    expect(dates('2020-12-31')).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2022, 0, 15, 12));
    expect(transactionsOf(Ledger.fromText(`plugin "${PLUGIN}"\n${OPENS}2021-10-31 # "Rent [MONTHLY]"\n${posting}`).directives).map((t) => t.date)).toEqual(dates('2022-01-15'));
  });

  it('follows rrule: the 31st, 29 February, SKIP, REPEAT before UNTIL, inclusive UNTIL', () => {
    const rule = (freq: Recurrence['freq'], interval: number, count: number | null, until: string | null): Recurrence => ({ freq, interval, count, until });
    expect(recurrenceDates('2020-01-31', rule('MONTHLY', 1, 4, null))).toEqual(['2020-01-31', '2020-03-31', '2020-05-31', '2020-07-31']);
    expect(recurrenceDates('2020-02-29', rule('YEARLY', 1, 3, null))).toEqual(['2020-02-29', '2024-02-29', '2028-02-29']);
    expect(recurrenceDates('2096-02-29', rule('YEARLY', 1, 2, null))).toEqual(['2096-02-29', '2104-02-29']);
    expect(recurrenceDates('2020-03-02', rule('WEEKLY', 2, null, '2020-03-30'))).toEqual(['2020-03-02', '2020-03-16', '2020-03-30']);
    expect(recurrenceDates('2020-12-30', rule('DAILY', 1, 3, null))).toEqual(['2020-12-30', '2020-12-31', '2021-01-01']);
    expect(recurrenceDates('9999-12-30', rule('DAILY', 1, 5, null))).toEqual(['9999-12-30', '9999-12-31']);
    expect(() => recurrenceDates('9999-12-26', rule('WEEKLY', 1, 1, null))).toThrow('year 10000 is out of range');
    expect(recurrenceDates('9999-12-24', rule('WEEKLY', 1, 5, null))).toEqual(['9999-12-24', '9999-12-31']);
    const parsed = parseForecast('Both [YEARLY SKIP 1 TIME REPEAT 2 TIMES UNTIL 2020-01-01]', () => '2024-05-05');
    expect(parsed).toEqual({ narration: 'Both', rule: { freq: 'YEARLY', interval: 2, count: 2, until: null } });
    expect(parseUntil('2020-1-5')).toBe('2020-01-05');
    expect(() => parseUntil('2020-13-01')).toThrow("time data '2020-13-01' does not match format '%Y-%m-%d'");
    expect(() => parseUntil('0000-01-01')).toThrow('year 0 is out of range');
  });

  it('leaves other flags, and `#` narrations without the bracket, as they are', () => {
    const ledger = Ledger.fromText(`plugin "${PLUGIN}"\n${OPENS}2020-01-02 * "Rent [MONTHLY REPEAT 3 TIMES]"\n${posting}2020-01-03 # "Rent [monthly]"\n${posting}`);
    expect(transactionsOf(ledger.directives).map((t) => `${t.date} ${t.flag} ${t.narration} ${isSynthesised(t)}`)).toEqual(['2020-01-02 * Rent [MONTHLY REPEAT 3 TIMES] false', '2020-01-03 # Rent [monthly] false']);
  });
});
