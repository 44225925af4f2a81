// A draft of a trade of shares or fund units as Beancount text: costs, prices, and the gain's
// posting without units, as POST /bean/transactions writes them.
import type { ParsedEntry } from '../../src/nlp/parse-entry.ts';

type Posting = ParsedEntry['postings'][number];

function costText(p: Posting): string {
  const c = p.cost;
  if (c === undefined) return '';
  if (c.number_total !== undefined) return ` {{${c.number_total} ${c.currency}}}`;
  if (c.number !== undefined) return ` {${c.number} ${c.currency}}`;
  return c.label !== undefined ? ` {"${c.label}"}` : c.date !== undefined ? ` {${c.date}}` : ' {}';
}

/** A posting as Beancount writes it: "Account  units [cost] [@ price]", the units left out when interpolated. */
export function postingText(p: Posting): string {
  const units = p.units ? `  ${p.units.number} ${p.units.currency}` : '';
  const price = p.price ? ` @ ${p.price.number} ${p.price.currency}` : p.total_price ? ` @@ ${p.total_price.number} ${p.total_price.currency}` : '';
  return `${p.account}${units}${costText(p)}${price}`;
}

export function tradeDraftText(e: ParsedEntry): string {
  return `${e.date} * "${e.narration}"\n${e.postings.map((p) => `  ${postingText(p)}`).join('\n')}\n`;
}
