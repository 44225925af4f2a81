// The names a shop's ledger gives its accounts of sales and of what customers owe, named for no one
// in particular (Income:Sales, Assets:Receivables): the accounts a sentence that names neither means.
export const SALES_NAMES: readonly string[] = ['Sales', 'Revenue', '销售', '营业收入'];
export const RECEIVABLE_NAMES: readonly string[] = ['Receivables', 'Receivable', 'AccountsReceivable', '应收', '应收账款'];

const SALES_SEGMENT = new RegExp(`^(?:${SALES_NAMES.join('|')})$`, 'i');

/** A segment of an account's name that says it is for sales (Sales, Revenue, 销售). */
export function isSalesSegment(segment: string): boolean {
  return SALES_SEGMENT.test(segment);
}
