// A write told where its text goes (withBeforeCommit) is told too when the text did not go there
// after all: the Idempotency-Key journal must not keep the intent of a write that never happened.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { withBeforeCommit, type CommitIntent } from '../../src/store/commit-intent.ts';
import { Problem } from '../../src/problem.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'commit-intent-withdrawn-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A hook that logs each intent and each withdrawal, in order; `then` runs after an intent is logged. */
function loggingHook(log: string[], then: (intent: CommitIntent) => Promise<void> = async () => {}) {
  return async (intent: CommitIntent) => {
    log.push(`intent at ${intent.offset}`);
    await then(intent);
    return async () => {
      log.push(`withdrawn at ${intent.offset}`);
    };
  };
}

describe('an intent the store was told of', () => {
  test('is withdrawn each time the file changed before the text went in, before the write is planned again; the write that then fails (503) leaves none standing', async () => {
    const store = new LedgerStore(file);
    const log: string[] = [];
    let edits = 0;
    // Someone appends to the file every time the write is about to go in (after its intent).
    const hook = loggingHook(log, () => appendFile(file, `\n2024-01-03 * "by hand ${++edits}"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`));
    const failed = await withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('bus')], result: null }))).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Problem);
    expect((failed as Problem).status).toBe(503);
    expect(log.length).toBeGreaterThan(2);
    // intent, withdrawn, intent, withdrawn, ...: each one taken back before the next is told
    expect(log.map((line) => line.split(' ')[0])).toEqual(log.map((_, i) => (i % 2 === 0 ? 'intent' : 'withdrawn')));
    expect(log.filter((_, i) => i % 2 === 1)).toEqual(log.filter((_, i) => i % 2 === 0).map((line) => line.replace('intent', 'withdrawn')));
    expect(await readFile(file, 'utf8')).not.toContain('"bus"');
  });

  test('is not withdrawn when the text went in, also after a change that made the write plan again', async () => {
    const store = new LedgerStore(file);
    const log: string[] = [];
    let edits = 0;
    const hook = loggingHook(log, async () => {
      if (edits === 0) await appendFile(file, `\n2024-01-03 * "by hand ${++edits}"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    });
    await withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('bus')], result: null })));
    expect(log.map((line) => line.split(' ')[0])).toEqual(['intent', 'withdrawn', 'intent']);
    const last = Number(log[2]!.split(' ').at(-1));
    expect((await readFile(file, 'utf8')).slice(last)).toContain('"bus"');
  });
});

describe('an intent that cannot be kept', () => {
  test('fails its write with the hook\'s error and nothing of it written; the rest of its batch, planned again without it, is written', async () => {
    const store = new LedgerStore(file);
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', path: '/data/idempotency.jsonl' });
    const log: string[] = [];
    const refusing = async () => {
      throw full;
    };
    const writes = [
      withBeforeCommit(loggingHook(log), () => store.write(() => ({ directives: [spend('tram')], result: null }))),
      withBeforeCommit(refusing, () => store.write(() => ({ directives: [spend('bus')], result: null }))),
      withBeforeCommit(loggingHook(log), () => store.write(() => ({ directives: [spend('ferry')], result: null }))),
    ];
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(full);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('"bus"');
    expect(text).toContain('"tram"');
    expect(text).toContain('"ferry"');
    // the ferry's intent (told where it goes after the bus) is withdrawn and told again
    expect(log.map((line) => line.split(' ')[0])).toEqual(['intent', 'intent', 'withdrawn', 'withdrawn', 'intent', 'intent']);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
  });
});
