// The name a client most likely meant, for a "did you mean" in an answer: only when one name is
// close (a slip of a letter or two, another case, the same last component), never a guess.

/**
 * Edit distance counting a swap of two neighbours as one edit (optimal string alignment); with a
 * `limit`, any distance above it is limit + 1. Only cells within `limit` of the diagonal are
 * computed, three rows at a time: names of thousands of characters (an account may have 4096 in a
 * request) cost a few thousand cells, where the whole table took 1.8 s and 190 MB.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(over);
  let previous = new Array<number>(width).fill(over);
  let row = new Array<number>(width).fill(over);
  for (let j = 0; j < width; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    row.fill(over, Math.max(0, from - 1), Math.min(width, to + 2));
    row[0] = i <= limit ? i : over;
    let least = row[0];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = Math.min(d, over);
      if (row[j]! < least) least = row[j]!;
    }
    if (least > limit) return over;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[b.length]!, over);
}

/**
 * The one name of `names` that `said` is close to, or null: the same name in another case, else
 * the one nearest by edit distance when at most 2 edits and under a third of its length apart,
 * else (for account names, `separator` ':') the one name with the same first and last components.
 * A tie is no answer.
 */
export function nearestName(said: string, names: Iterable<string>, separator?: string): string | null {
  const list = [...names].filter((n) => n !== said);
  const folded = said.toLowerCase();
  const sameCase = list.filter((n) => n.toLowerCase() === folded);
  if (sameCase.length === 1) return sameCase[0]!;
  let best: string[] = [];
  let bestDistance = Infinity;
  for (const name of list) {
    if (Math.abs(name.length - said.length) > 2) continue;
    // (a distance above 2 is no answer: limited so, a name of 4,096 characters costs little)
    const d = editDistance(folded, name.toLowerCase(), 2);
    if (d < bestDistance) [best, bestDistance] = [[name], d];
    else if (d === bestDistance) best.push(name);
  }
  if (best.length === 1 && bestDistance <= 2 && bestDistance * 3 < said.length) return best[0]!;
  if (separator === undefined || !said.includes(separator)) return null;
  // under the same first component: Liabilities:CreditCard:ICBC is no Assets:Bank:ICBC (recheck QA:
  // a card's purchase was steered onto the debit account)
  const last = folded.slice(folded.lastIndexOf(separator) + 1);
  const first = folded.slice(0, folded.indexOf(separator));
  const sameLast = list.filter((n) => n.toLowerCase().slice(n.lastIndexOf(separator) + 1) === last && n.toLowerCase().slice(0, n.indexOf(separator)) === first);
  return sameLast.length === 1 ? sameLast[0]! : null;
}
