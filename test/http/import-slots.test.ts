// Security QA of session 51: twenty dry runs of a 50,000-row CSV sent at once took the server
// to 2 GB, and another user's GET waited 16 s: every upload was read and planned at once. Imports
// now take one of a few slots; the rest wait their turn, and past a queue are a 503.
import { describe, expect, test } from 'vitest';
import { ImportSlots } from '../../src/http/import-slots.ts';
import { Problem } from '../../src/problem.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('import slots', () => {
  test('at most `max` run at once; the others run in turn, in order, none lost', async () => {
    const slots = new ImportSlots(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    for (let done = 0; done < 6; done++) {
      while (releases.length === 0) await tick();
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()!();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('past the queue, an import is a 503 with Retry-After, and its task never runs', async () => {
    const slots = new ImportSlots(1, 1);
    let release!: () => void;
    const first = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = slots.run(async () => 'second');
    let ran = false;
    const third = slots.run(async () => {
      ran = true;
    });
    const refused = await third.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Problem);
    expect((refused as Problem).status).toBe(503);
    expect((refused as Problem).headers).toMatchObject({ 'Retry-After': '5' });
    expect(ran).toBe(false);
    release();
    await first;
    expect(await second).toBe('second');
  });

  test('a task that fails frees its slot', async () => {
    const slots = new ImportSlots(1, 4);
    await expect(slots.run(async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
