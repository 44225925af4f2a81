// Which names Beancount 2.3 reads as valid accounts, side by side with Beancount itself, and the
// words for what is wrong with the others.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beancount2AccountProblem, newAccountNameProblem } from '../../../src/ledger/syntax/account_name_problem.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { ACCOUNT_NAMES, beancountReadsAccounts, DEFAULT_ROOTS } from '../../support/account-names.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const rootOf = (name: string) => name.split(':')[0]!;
/** The service's verdict: Beancount 2.3's rule, under the default root names. */
const takes = (name: string) => beancount2AccountProblem(name) === null && DEFAULT_ROOTS.includes(rootOf(name));

describe('beancount2AccountProblem', () => {
  it.skipIf(!run)('takes exactly the names Beancount 2.3 reads as valid accounts', () => {
    const theirs = beancountReadsAccounts(ACCOUNT_NAMES);
    const ours = ACCOUNT_NAMES.map((name) => `${JSON.stringify(name)} ${takes(name)}`);
    expect(ours).toEqual(ACCOUNT_NAMES.map((name) => `${JSON.stringify(name)} ${theirs.get(name)}`));
    // both kinds are in the list, and the names of the QA round are taken
    expect(ACCOUNT_NAMES.filter(takes).length).toBeGreaterThan(15);
    expect(ACCOUNT_NAMES.filter((n) => !takes(n)).length).toBeGreaterThan(15);
    for (const name of ['Assets:Bank:工商', 'Expenses:Food:水果', 'Expenses:Cre\u0300me']) expect(theirs.get(name), name).toBe(true);
  });

  it.skipIf(!run)('bean-check passes a ledger that opens every name taken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'account-names-'));
    try {
      const file = join(dir, 'names.beancount');
      writeFileSync(file, ACCOUNT_NAMES.filter(takes).map((n) => `2020-01-01 open ${n}\n`).join(''));
      expect(beanCheck(file).output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every name taken is read back by the parser as the same account, without an error', () => {
    for (const name of ACCOUNT_NAMES.filter(takes)) {
      const parsed = parseText(`2020-01-01 open ${name}\n`, 'x.beancount');
      expect(parsed.errors, name).toEqual([]);
      expect(parsed.directives.map((d) => (d.type === 'open' ? d.account : d.type)), name).toEqual([name]);
    }
  });

  it('says what is wrong', () => {
    expect(beancount2AccountProblem('Assets:Bank_x')).toMatch(/^contains "_": Beancount reads only letters A-Z and a-z, digits 0-9, "-" and non-ASCII characters/);
    expect(beancount2AccountProblem('Assets:Bank x')).toMatch(/^contains a space: /);
    expect(beancount2AccountProblem('Assets:Bank:bank')).toMatch(/^has the component "bank", which starts with "b": each component after a colon starts with an uppercase letter A-Z, a digit 0-9 or a non-ASCII character/);
    expect(beancount2AccountProblem('expenses:Food')).toMatch(/its root "expenses" starts with "e"/);
    expect(beancount2AccountProblem('Assets::X')).toBe('has an empty component (two colons in a row)');
    expect(beancount2AccountProblem('Assets:X:')).toBe('must not end with a colon');
    expect(beancount2AccountProblem('Assets')).toMatch(/^must have a root and at least one more component after a colon/);
    expect(beancount2AccountProblem('Expenses:餐饮')).toMatch(/^has "餐饮" after its root, which starts with "餐" \(U\+9910\), not what Beancount 2\.3's own, older Unicode table counts as an uppercase letter or a digit: .*Beancount 3 reads it.*Expenses:Food:餐饮/);
    expect(beancount2AccountProblem('Assets:Ͱ')).toMatch(/^has "Ͱ" after its root, which starts with "Ͱ" \(U\+0370\)/);
    expect(beancount2AccountProblem('Assets:X\ud800')).toMatch(/lone UTF-16 surrogate/);
  });
});

describe('newAccountNameProblem', () => {
  it('takes what Beancount 2.3 takes, but for names that look like another: not NFC, or with a space or an invisible character', () => {
    const refusedMore = ACCOUNT_NAMES.filter((n) => beancount2AccountProblem(n) === null && newAccountNameProblem(n) !== null);
    expect(refusedMore).toEqual(['Expenses:Cre\u0300me', 'Expenses:Cafe\u0301', 'Expenses:E\u0301cole', 'Assets:Bank\u200bX', 'Assets:Bank\u3000X', 'Assets:Bank\u00a0X', 'Assets:X\u202eY', 'Assets:X\u00adY', 'Assets:X\ufeffY']);
    for (const name of ACCOUNT_NAMES) if (beancount2AccountProblem(name) !== null) expect(newAccountNameProblem(name), name).toBe(beancount2AccountProblem(name));
  });

  it('a decomposed name is told its combining mark and the composed form, which is taken', () => {
    expect(newAccountNameProblem('Expenses:Cre\u0300me')).toBe('contains the combining mark U+0300 apart from the letter "e" before it (decomposed Unicode, NFD, as macOS may send text): Expenses:Crème, the same name composed (NFC), is accepted');
    expect(newAccountNameProblem('Expenses:Crème')).toBeNull();
    expect(newAccountNameProblem('Assets:Bank:\uf900')).toBe('contains "\uf900" (U+F900), which Unicode\'s composed form (NFC) writes as "\u8c48" (U+8C48): Assets:Bank:\u8c48, the same name composed (NFC), is accepted');
    // (and when the composed form is refused too, why)
    expect(newAccountNameProblem('Assets:Bank\u3000Cafe\u0301')).toMatch(/^contains the combining mark U\+0301 apart from the letter "e" before it \(decomposed Unicode, NFD, as macOS may send text\): composed \(NFC\), as Assets:Bank\u3000Café, it contains the space character U\+3000/);
  });

  it('a space or an invisible character is named; the joiners of emoji and Persian are taken', () => {
    expect(newAccountNameProblem('Assets:Bank\u3000X')).toMatch(/^contains the space character U\+3000, /);
    expect(newAccountNameProblem('Assets:Bank\u200bX')).toMatch(/^contains U\+200B, an invisible control or format character/);
    expect(newAccountNameProblem('Assets:X\u0085Y')).toMatch(/^contains U\+0085, an invisible control/);
    expect(newAccountNameProblem('Expenses:Family:A👨\u200d👩')).toBeNull();
    expect(newAccountNameProblem('Expenses:Book:Mi\u200cX')).toBeNull();
  });
});
