// Which account names Beancount 2.3 takes: the generated table against bean-check itself, for
// characters where its old Unicode table and JavaScript's \p{Lu} disagree, and some where they agree.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBeancount2Account } from '../../../src/ledger/syntax/names.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
// Ͱ Ꟑ Ϳ: uppercase only in later Unicode; É Ǻ Ω: uppercase in both; ٣ ０: digits; ǅ: titlecase; 中: no case
const FIRST = ['A', '7', 'É', 'Ǻ', 'Ω', 'Ͱ', 'Ꟑ', 'Ϳ', '٣', '０', 'ǅ', '中', 'Ⅳ', 'Ａ'];

describe('isBeancount2Account', () => {
  it('looks only at the first character after the root', () => {
    expect(isBeancount2Account('Expenses:Food:餐饮')).toBe(true);
    expect(isBeancount2Account('Expenses:餐饮')).toBe(false);
    expect(isBeancount2Account('Assets')).toBe(false);
  });
  it.skipIf(!run)('agrees with bean-check on each first character', () => {
    const dir = mkdtempSync(join(tmpdir(), 'names-'));
    const file = join(dir, 'names.beancount');
    writeFileSync(file, FIRST.map((c) => `2020-01-01 open Assets:${c}x\n`).join(''));
    const rejected = new Set(beanCheck(file).lines.map((l) => Number(l.slice(l.lastIndexOf(':') + 1))));
    const theirs = FIRST.map((c, i) => `${c} ${!rejected.has(i + 1)}`);
    expect(FIRST.map((c) => `${c} ${isBeancount2Account(`Assets:${c}x`)}`)).toEqual(theirs);
    expect(theirs.filter((t) => t.endsWith('false')).length).toBeGreaterThanOrEqual(3);
  });
});
