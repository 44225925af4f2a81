// The names of files the store makes beside a ledger, in words for the refusal of `user add`:
// `.lock` (the lock of no ledger name) said "the lock file of a ledger ," in the message.
import { describe, expect, it } from 'vitest';
import { ledgerSideFileKind } from '../../src/store/ledger-side-files.ts';

describe('ledgerSideFileKind', () => {
  it('names the ledger a side file belongs to, and says no name when there is none', () => {
    expect(ledgerSideFileKind('main.beancount.lock')).toBe('the lock file of a ledger main.beancount');
    expect(ledgerSideFileKind('.lock')).toBe('the lock file of a ledger');
    expect(ledgerSideFileKind('main.beancount.lock.123.ab1')).toBe('the file the lock of a ledger main.beancount is made from');
    expect(ledgerSideFileKind('main.beancount.lock.append')).toBe('the note of the append under way to a ledger main.beancount');
    expect(ledgerSideFileKind('.main.beancount.beanledger-check-0123456789ab.tmp')).toBe('the copy of a ledger main.beancount that bean-check reads');
    expect(ledgerSideFileKind('main.beancount')).toBeNull();
    expect(ledgerSideFileKind('books.LOCK')).toBeNull();
  });
});
