// English QA (2026-11-28): `moved 500 to savings` and `send 500 to savings`, with no savings
// account open, were 500 of dining paid by card; `moved 500 from checking to savings` went into a
// broker's cash (Assets:US:Vanguard:Cash), warned "no receiving account named". Savings names no
// account: a 422 that says so. A savings account open takes it.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { expectEntry } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const US_LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Assets:US:Vanguard:Cash USD
2024-01-01 open Assets:US:Vanguard:VBMPX VBMPX
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Expenses:Food:Restaurant
2025-01-01 open Assets:US:BofA:Savings USD
2025-06-02 close Assets:US:BofA:Savings
2026-10-06 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate
`;
const ledger = Ledger.fromText(US_LEDGER, 'us.beancount');

function refusal(text: string): string {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    if (e instanceof Problem) return e.message;
    throw e;
  }
  return 'parsed';
}

describe('parseEntry: money moved to savings with no savings account open', () => {
  for (const text of ['moved 500 from checking to savings', 'deposit 200 to savings from checking', 'moved 500 to savings', 'send 500 to savings']) {
    it(`${text}: a 422`, () => expect(refusal(text)).toBe('savings names no account open on 2026-11-28'));
  }
  it('with a savings account open, the move goes there', () => {
    const open = Ledger.fromText(`${US_LEDGER}2026-11-01 open Assets:US:Ally:Savings USD\n`, 'us.beancount');
    expectEntry(parseEntry(open, 'moved 500 from checking to savings', REFERENCE_DATE), { text: '', postings: 'Assets:US:BofA:Checking -500 USD; Assets:US:Ally:Savings 500 USD', guessed: false }, REFERENCE_DATE);
  });
});
