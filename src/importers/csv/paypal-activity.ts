// PayPal's activity export (Date, Time, TimeZone, Name, Type, Status, Currency, Gross, Fee, Net, …,
// Transaction ID, Reference Txn ID, …, Balance, …, Balance Impact): read by the bank reader's
// header names (Gross the amount, Fee the fee); what is PayPal's own is here.

/** Whether a header (in headerKey form) is PayPal's activity export: its Gross, Fee and Net beside a Status. */
export function isPaypalActivity(keys: readonly string[] | null): boolean {
  return keys !== null && ['gross', 'fee', 'net', 'status'].every((k) => keys.includes(k));
}

/** Statuses of rows that moved no money: an attempt that did not go through, or one not settled yet. */
const NO_MONEY_MOVED = /^(?:pending|denied|expired|held|on\s+hold|placed|unclaimed|cancell?ed|failed|declined)$/i;

/**
 * Why a PayPal row is not imported, or null: PayPal lists every attempt, and a row its Balance Impact
 * calls a Memo (a hold, an authorization) or whose status says it did not go through (Pending, Denied,
 * Expired, Canceled...) moved no money. A payment later refunded or reversed (Refunded, Partially
 * Refunded, Reversed) did move it, and its refund is a row of its own: it is imported.
 */
export function notCompletedReason(status: string | null, balanceImpact: string | null): string | null {
  if (balanceImpact !== null && /^memo$/i.test(balanceImpact.trim())) return `PayPal marks it as a Memo (Balance Impact): it did not move the balance`;
  if (status === null || !NO_MONEY_MOVED.test(status.trim())) return null;
  return `PayPal lists it as ${status.trim()}: no money moved by this row (import it once PayPal lists it as Completed)`;
}
