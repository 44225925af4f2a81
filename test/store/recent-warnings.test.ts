import { describe, expect, test } from 'vitest';
import { MAX_RECENT_WARNINGS, RECENT_WARNING_MS, RecentWarnings } from '../../src/store/recent-warnings.ts';

describe('RecentWarnings', () => {
  test(`keeps the latest ${MAX_RECENT_WARNINGS}, each for ${RECENT_WARNING_MS / 60_000} minutes`, () => {
    const warned = new RecentWarnings();
    const start = 1_000_000;
    for (let i = 0; i < MAX_RECENT_WARNINGS + 5; i++) warned.add('main.beancount', `w${i}`, start + i * 1000);
    const now = start + MAX_RECENT_WARNINGS * 1000;
    expect(warned.recent(now).map((w) => w.message)).toEqual(Array.from({ length: MAX_RECENT_WARNINGS }, (_, i) => `w${i + 5}`));
    // (w5 was given at start + 5 s: gone RECENT_WARNING_MS later, w6 not yet)
    expect(warned.recent(start + 5000 + RECENT_WARNING_MS).map((w) => w.message)[0]).toBe('w6');
  });
});
