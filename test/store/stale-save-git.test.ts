// QA (ledger kept in git): `git reset --hard`, `git checkout -- file` or `git stash` run 0.3 s
// after an append was taken by the stale-save guard for an editor's save of a copy read before
// it, and the entry the user had discarded was written again (5 of 5; after a stash it was both in
// the stash and in the file, and `stash pop` conflicted). Git writes its index after the work
// tree; editors never write it. Now an append lost while git wrote the index of the work tree
// holding the file, to what the index holds, is left out (said as a warning, naming it), and an
// editor's stale save in a git work tree whose index nobody wrote still gets the text written
// again. QA then: `git pull` refused (local changes would be overwritten) put the file back with
// the changes it had stashed a moment before, without an append made since: the file then differs
// from the index, and the text is written again.
import { describe, expect, test } from 'vitest';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';
import { gitLedgerEachTest, type GitLedger } from './git-ledger-fixture.ts';

let dir: string;
let file: string;
let git: GitLedger['git'];
gitLedgerEachTest('stale-save-git-', (ledger) => ({ dir, file, git } = ledger));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (text: string, narration: string) => text.split(`"${narration}"`).length - 1;

/** A store that notes what it says, and one write of `bus` to `ledger`, answered. */
async function storeWithAppend(ledger: string) {
  const said = { warnings: [] as string[], infos: [] as string[] };
  const store = new LedgerStore(ledger, { warn: (m) => said.warnings.push(m), info: (m) => said.infos.push(m) });
  await store.snapshot();
  await store.write(() => ({ directives: [spend('bus')], result: null }));
  expect(count(await readFile(ledger, 'utf8'), 'bus')).toBe(1);
  return { store, said };
}

describe('an append discarded with git right after its answer', () => {
  const discards: [string, number, (cwd: string) => void][] = [
    ['git reset --hard', 300, (cwd) => git(cwd, 'reset', '-q', '--hard')],
    ['git checkout -- main.beancount', 300, (cwd) => git(cwd, 'checkout', '--', 'main.beancount')],
    ['git stash', 50, (cwd) => git(cwd, 'stash', '-q')],
  ];
  for (const [how, after, discard] of discards) {
    test(`${how}, ${after} ms after the answer: not written again`, async () => {
      const { store, said } = await storeWithAppend(file);
      await sleep(after);
      discard(dir);
      expect(await readFile(file, 'utf8')).toBe(BASE);
      // (the guard looks every 0.1 s; a text written again lands within a second)
      await sleep(1500);
      expect(await readFile(file, 'utf8')).toBe(BASE);
      expect(git(dir, 'status', '--porcelain')).toBe('');
      const snapshot = await store.snapshot();
      expect(snapshot.ledger.directives.filter((d) => d.type === 'transaction')).toEqual([]);
      expect(said.infos).toEqual([]);
      // (warned: a merge that refused can put the file back to its index just so)
      expect(said.warnings).toEqual([expect.stringMatching(/\(2024-01-02 \* "bus"\) is no longer in the file, and git has put the file back as its index holds it since: .* not written again/)]);
      if (how === 'git stash') {
        // in the stash only: it comes back with a pop, without a conflict
        git(dir, 'stash', 'pop', '-q');
        expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
      }
    });
  }

  test('in a linked worktree (.git is a file naming its git directory): git reset --hard is not undone', async () => {
    const tree = join(dir, 'tree');
    git(dir, 'worktree', 'add', '-q', tree);
    const ledger = join(tree, 'main.beancount');
    const { store, said } = await storeWithAppend(ledger);
    await sleep(300);
    git(tree, 'reset', '-q', '--hard');
    await sleep(1500);
    expect(await readFile(ledger, 'utf8')).toBe(BASE);
    await store.snapshot();
    expect(said.infos).toEqual([]);
    expect(said.warnings).toEqual([expect.stringMatching(/git has put the file back as its index holds it since/)]);
  });
});

describe('an editor\'s stale save in a git work tree whose index nobody wrote', () => {
  for (const how of ['renamed over the file', 'written in place'] as const) {
    test(`${how}: the text is written again, once`, async () => {
      const stale = BASE + '\n2024-01-05 * "typed in the editor"\n  Expenses:Food  3 CNY\n  Assets:Cash\n';
      const { store, said } = await storeWithAppend(file);
      await sleep(300);
      if (how === 'renamed over the file') {
        await writeFile(join(dir, '.main.tmp'), stale);
        await rename(join(dir, '.main.tmp'), file);
      } else await writeFile(file, stale);
      let text = '';
      for (let waited = 0; waited < 2000 && count(text, 'bus') === 0; waited += 50) {
        await sleep(50);
        text = await readFile(file, 'utf8');
      }
      expect(count(text, 'bus')).toBe(1);
      expect(count(text, 'typed in the editor')).toBe(1);
      await sleep(400);
      expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
      await store.snapshot();
      expect(said.infos).toEqual([]);
      expect(said.warnings).toEqual([expect.stringMatching(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "bus"\): it was written again; delete it again if you removed it on purpose$/)]);
    });
  }
});

describe('git putting the file back with changes it had stashed a moment before an append', () => {
  // What `git merge`/`git pull` do when the merge refuses for local changes (save_state, then
  // restore_state): `git stash create`, then `git read-tree --reset -u HEAD` and `git stash apply`.
  test('a merge that refused: the append is written again, once, and said', async () => {
    const typed = BASE + '\n2024-01-05 * "typed, not committed"\n  Expenses:Food  3 CNY\n  Assets:Cash\n';
    await writeFile(file, typed);
    const said = { warnings: [] as string[], infos: [] as string[] };
    const store = new LedgerStore(file, { warn: (m) => said.warnings.push(m), info: (m) => said.infos.push(m) });
    await store.snapshot();
    const stash = git(dir, 'stash', 'create').trim();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
    git(dir, 'read-tree', '--reset', '-u', 'HEAD');
    git(dir, 'stash', 'apply', '--index', '--quiet', stash);
    let text = '';
    for (let waited = 0; waited < 2000 && (count(text, 'bus') === 0 || said.warnings.length === 0); waited += 50) {
      await sleep(50);
      text = await readFile(file, 'utf8');
    }
    expect(text.startsWith(typed)).toBe(true);
    expect(count(text, 'bus')).toBe(1);
    await sleep(400);
    expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
    expect(said.infos).toEqual([]);
    expect(said.warnings).toEqual([expect.stringMatching(/git put the file back with changes of its own kept aside .* without it: the appended text \(2024-01-02 \* "bus"\) was written again/)]);
    await store.close();
  });

  test('git checkout -- file with those changes staged: discarded to the index, not written again', async () => {
    const typed = BASE + '\n2024-01-05 * "typed, staged"\n  Expenses:Food  3 CNY\n  Assets:Cash\n';
    await writeFile(file, typed);
    git(dir, 'add', 'main.beancount');
    const { store, said } = await storeWithAppend(file);
    git(dir, 'checkout', '--', 'main.beancount');
    await sleep(1500);
    expect(await readFile(file, 'utf8')).toBe(typed);
    expect(said.warnings).toEqual([expect.stringMatching(/\(2024-01-02 \* "bus"\) is no longer in the file, and git has put the file back as its index holds it since/)]);
    await store.close();
  });
});
