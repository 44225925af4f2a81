// `target.push(...items)` passes every item as an argument, on the stack: with more than about
// 120,000 items (the lines of a large import, the errors of a large broken ledger) it throws
// "Maximum call stack size exceeded". This appends any number.

/** Appends the items to `target`, in order. */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i]!);
}
