// QA of session 32 (dates), item 5: the calendar arithmetic went through Date.UTC, which reads the
// years 0-99 as 1900-1999: 昨天 said on 0050-06-15 was 1950-06-14, 上个月 on 0001-01-15 was
// 0000-12-01 (no date, then a 422). Every year of an ISO date, 0001-9999, is counted as itself;
// a day counted before 0001-01-01 (or after 9999-12-31) is no date: masked, warned, not used.
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, isoWeekday, shiftMonth } from '../../src/nlp/calendar.ts';
import { resolveDate } from '../../src/nlp/dates.ts';

describe('calendar arithmetic in the years 0001-0099', () => {
  it('counts days in the year said', () => {
    expect(addDays('0050-06-15', -1)).toBe('0050-06-14');
    expect(addDays('0001-01-01', 1)).toBe('0001-01-02');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0004-02-28', 1)).toBe('0004-02-29');
    expect(daysInMonth(4, 2)).toBe(29);
    expect(daysInMonth(100, 2)).toBe(28);
  });
  it('weekdays of the proleptic Gregorian calendar (0001-01-01 was a Monday)', () => {
    expect(isoWeekday('0001-01-01')).toBe(1);
    expect(isoWeekday('0050-06-15')).toBe(3);
    expect(isoWeekday('2026-11-25')).toBe(3);
  });
  it('a month before January of year 1 is no valid month', () => {
    expect(shiftMonth(1, 1, -1)).toEqual({ year: 0, month: 12 });
    expect(shiftMonth(1, 1, -14)).toEqual({ year: -1, month: 11 });
  });
});

describe('resolveDate near the ends of the calendar', () => {
  it('昨天 said on 0050-06-15 is 0050-06-14', () => {
    expect(resolveDate('昨天 午饭 35 现金', '0050-06-15')).toMatchObject({ date: '0050-06-14', warnings: [] });
  });
  it('上周三 and 周三 said on 0050-06-15 (a Wednesday)', () => {
    expect(resolveDate('周三 午饭 35', '0050-06-15').date).toBe('0050-06-15');
    expect(resolveDate('上周三 午饭 35', '0050-06-15').date).toBe('0050-06-08');
  });
  it('上个月 said on 0001-01-15 is before the calendar: not used, warned', () => {
    const r = resolveDate('上个月 午饭 35 现金', '0001-01-15');
    expect(r).toMatchObject({ date: '0001-01-15', stated: false, warnings: ['ignored date 上个月: before 0001-01-01'] });
    expect(r.mentions).toHaveLength(1);
  });
  it('20天前 said on 0001-01-15, 明天 on 9999-12-31', () => {
    expect(resolveDate('20天前 午饭 35', '0001-01-15')).toMatchObject({ date: '0001-01-15', warnings: ['ignored date 20天前: before 0001-01-01'] });
    expect(resolveDate('明天 午饭 35', '9999-12-31')).toMatchObject({ date: '9999-12-31', warnings: ['ignored date 明天: after 9999-12-31'] });
  });
});
