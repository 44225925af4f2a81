// English QA (2026-11-28): `$45.67 at Shell with Chase` had the payee 壳牌, the lexicon's first
// name for the merchant, in an English ledger that has no such payee; `coffee 5 on 2/30` was
// warned of the impossible date 2月30日.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const REFERENCE_DATE = '2026-11-28';
const US_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Expenses:Food:Coffee
2024-01-01 open Expenses:Transport:Fuel
2026-10-06 * "coffee"
  Expenses:Food:Coffee  4 USD
  Liabilities:US:Chase:Slate
`;
const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');

describe('parseEntry: English sentences get English payees and warnings', () => {
  it('$45.67 at Shell with Chase: the merchant as written', () => {
    expect(parseEntry(ledger, '$45.67 at Shell with Chase', REFERENCE_DATE).payee).toBe('Shell');
    expect(parseEntry(ledger, 'gas $45.67 shell', REFERENCE_DATE).payee).toBe('Shell');
  });
  it('a Chinese sentence still writes the Chinese name', () => {
    expect(parseEntry(ledger, '加油 300 Shell', REFERENCE_DATE).payee).toBe('壳牌');
  });
  it('the ledger\'s own payee wins', () => {
    const known = Ledger.fromText(`${US_LEDGER}2026-10-07 * "壳牌" "fuel"\n  Expenses:Transport:Fuel  40 USD\n  Liabilities:US:Chase:Slate\n`, 'us.beancount');
    expect(parseEntry(known, 'gas $45.67 shell', REFERENCE_DATE).payee).toBe('壳牌');
  });
  it('coffee 5 on 2/30: the impossible date as written', () => {
    const entry = parseEntry(ledger, 'coffee 5 on 2/30', REFERENCE_DATE);
    expect(entry.date).toBe(REFERENCE_DATE);
    expect(entry.warnings).toContain('ignored impossible date 2/30');
  });
});
