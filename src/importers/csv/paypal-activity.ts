// PayPal's activity export (Date, Time, TimeZone, Name, Type, Status, Currency, Gross, Fee, Net, …,
// Transaction ID, Reference Txn ID, …, Balance, …, Balance Impact): read by the bank reader's
// header names (Gross the amount, Fee the fee); what is PayPal's own is here.

/** Whether a header (in headerKey form) is PayPal's activity export: its Gross, Fee and Net beside a Status. */
export function isPaypalActivity(keys: readonly string[] | null): boolean {
  return keys !== null && ['gross', 'fee', 'net', 'status'].every((k) => keys.includes(k));
}

/**
 * Why a PayPal row is not imported: PayPal lists every attempt, and only a Completed one moved the
 * balance (Pending, Denied, Reversed, Canceled, Held... have not, or have moved it back in a row of
 * their own); null for a Completed row.
 */
export function notCompletedReason(status: string | null): string | null {
  if (status === null || /^completed$/i.test(status.trim())) return null;
  return `PayPal lists it as ${status}, not Completed: no money moved by this row (import it once PayPal lists it as Completed)`;
}
