// The name a client most likely meant, for a "did you mean" in an answer: only when one name is
// close (a slip of a letter or two, another case, the same last component), never a guess.

/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
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
    const d = editDistance(folded, name.toLowerCase());
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
