// QA of session 32 (dates), item 4: 上个月的今天 and 上周的今天 said on 2026-11-25 were read as
// 上个月 and 上周 (2026-10-01, 2026-11-16, warned "day not said" and "several dates"): they are
// the same day a month or a week back, as 去年的今天 is a year back.
import { describe, expect, it } from 'vitest';
import { resolveDate } from '../../src/nlp/dates.ts';

const WEDNESDAY = '2026-11-25';

describe('resolveDate: the same day back', () => {
  const cases: [string, string][] = [
    ['上个月的今天', '2026-10-25'], ['上月今天', '2026-10-25'], ['上上个月的今天', '2026-09-25'],
    ['上周的今天', '2026-11-18'], ['上个星期的今天', '2026-11-18'], ['上上周的今天', '2026-11-11'],
    ['去年的今天', '2025-11-25'],
  ];
  for (const [said, date] of cases) {
    it(`${said} -> ${date}`, () => {
      const text = `${said} 加油 300 微信`;
      const r = resolveDate(text, WEDNESDAY);
      expect(r).toMatchObject({ date, stated: true, warnings: [] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('the month\'s last day when it is shorter', () => expect(resolveDate('上个月的今天 加油 300', '2026-03-31').date).toBe('2026-02-28'));
  it('下个月的今天 is in the future, warned', () => {
    expect(resolveDate('下个月的今天 加油 300', WEDNESDAY)).toMatchObject({ date: '2026-12-25', warnings: ['date 2026-12-25 is in the future (after 2026-11-25)'] });
  });
});
