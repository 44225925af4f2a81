// English QA (2026-11-28): words left over once the wallet or the amount was out:
// `coffee 4.5 dollars with chase card` was narrated `coffee card`, `bought groceries for
// 12,345.67 checking` `bought groceries for`.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const REFERENCE_DATE = '2026-11-28';
const ledger = Ledger.fromText(
  `option "operating_currency" "USD"
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Expenses:Food:Coffee
2024-01-01 open Expenses:Food:Groceries
`,
  'us.beancount',
);

const NARRATIONS: readonly [string, string][] = [
  ['coffee 4.5 dollars with chase card', 'coffee'],
  ['bought groceries for 12,345.67 checking', 'bought groceries'],
  // a word that says what was bought stays
  ['gift card 25 checking', 'gift card'],
];

describe('parseEntry: English narrations without the leftovers of a wallet or an amount', () => {
  for (const [text, narration] of NARRATIONS) it(text, () => expect(parseEntry(ledger, text, REFERENCE_DATE).narration).toBe(narration));
});
