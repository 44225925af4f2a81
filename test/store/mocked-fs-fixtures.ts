// Shared by store tests (first by those that mock node:fs/promises): a starting ledger and the
// transaction they write (1 CNY of food on 2024-01-02, the cash side left to interpolation).
import type { RawTransaction } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';

const SOURCE = { file: '<request>', line: 0 };
export const BASE = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n';

export function spend(narration: string): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date: '2024-01-02', flag: '*', payee: null, narration, tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', '1'), posting('Assets:Cash', null)], source: SOURCE };
}
