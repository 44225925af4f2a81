// Security QA: a merchant's name with terminal escapes (ESC ]0;…BEL ESC [2J) from a WeChat export
// or an OFX NAME was written raw into the ledger, and `cat`/`grep`/bean-check's printed entries
// then sent it to the owner's terminal. Beancount strings have no escape for those controls: the
// statement's text is read and written without them (src/text/statement-text.ts).
import { describe, expect, it } from 'vitest';
import { appended, importTwice, ofxStatement, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "USD"
2025-01-01 open Assets:Bank USD
  account_id: "1234"
2025-01-01 open Expenses:Food
`;

describe('control characters in a statement\'s text', () => {
  it('are left out of the payee and narration written, nothing else', async () => {
    const content = ofxStatement([['20250105', '-6.60', 'F1', 'Caf\u00e9 \u001b]0;pwned\u0007\u001b[2J', 'memo\u007f\u0085 ok\tx']]);
    const p = await plan(LEDGER, { content, account: 'Assets:Bank' });
    const t = p.report.transactions[0]!;
    expect(t.payee).toBe('Caf\u00e9 ]0;pwned[2J');
    const text = appended(LEDGER, p);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/);
    const check = beanCheck(text);
    if (check) expect(check.errors).toBe('');
    // the same statement again is the same rows (their ids come from the text as read)
    const { second } = await importTwice(LEDGER, { content, account: 'Assets:Bank' });
    expect(second.report.transactions).toEqual([]);
  });
});
