// An investment's income booked as another kind than the statement says (interest to the
// dividends' account), because no account of its own kind is open: said, for the user to open one.
import type { StatementRow } from './statement.ts';
import type { CounterChoice } from './counter-account.ts';

export function incomeKindWarning(row: StatementRow, currency: string, booked: { choice: CounterChoice; kind: string }): string {
  const said = row.incomeKinds![0]!;
  return `${said} of ${row.amount.abs().toString()} ${currency} booked to ${booked.choice.account}, the account for ${booked.kind}: no open account takes ${said} (open one such as Income:${accountWord(said)} to book it there)`;
}

function accountWord(kind: string): string {
  return kind.split(' ').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('') + (kind === 'interest' ? '' : 's');
}
