// A table of sentences parsed against one ledger text, with every draft made then checked by
// bean-check in that ledger (what a client that posts the draft as it is would write).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry, type ParsedEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';
import { beanCheck } from '../support/bean-check.ts';

/** The draft as Beancount text. */
export function draftText(e: ParsedEntry): string {
  return `${e.date} * "${e.narration}"\n${e.postings.map((p) => `  ${p.account}  ${p.units!.number} ${p.units!.currency}${priceText(p)}`).join('\n')}\n`;
}

/** ` @ 0.04812 CNY` or ` @@ 57.74 CNY` when the posting has a price, else nothing. */
export function priceText(p: ParsedEntry['postings'][number]): string {
  return p.price ? ` @ ${p.price.number} ${p.price.currency}` : p.total_price ? ` @@ ${p.total_price.number} ${p.total_price.currency}` : '';
}

export function checkedSuite(name: string, ledgerText: string, cases: readonly EntryCase[], referenceDate: string): void {
  describe(name, () => {
    const ledger = Ledger.fromText(ledgerText, 'ledger.beancount');
    const drafts: string[] = [];
    for (const c of cases) {
      it(c.text, () => {
        const entry = parseEntry(ledger, c.text, referenceDate);
        drafts.push(draftText(entry));
        expectEntry(entry, c, referenceDate);
      });
    }
    it('gives drafts bean-check accepts in that ledger', () => {
      expect(drafts).toHaveLength(cases.length);
      // null only when bean-check is missing outside CI (under CI=true that throws)
      const checked = beanCheck(`${ledgerText}\n${drafts.join('\n')}`);
      if (checked !== null) expect(checked.errors).toBe('');
    });
  });
}
