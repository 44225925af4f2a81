// QA: 12345678901234567890123456789.55 元 was read as ...790 with confidence 0.95 and no warning,
// a draft POST /bean/transactions then refuses (more than 28 significant digits is a 400 there).
// The NLP refuses such a number itself.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const parse = (text: string) => t.post('/bean/nlp/parse', { text, reference_date: '2024-01-20' });

describe('an amount of more than 28 significant digits', () => {
  test('is a 422 naming the number, as written', async () => {
    for (const [text, number] of [
      ['午饭 12345678901234567890123456789.55 元 现金', '12345678901234567890123456789.55'],
      ['买房 99999999999999999999999999999999 元', '99999999999999999999999999999999'],
      ['午饭 1,234,567,890,123,456,789,012,345,678,901 元', '1,234,567,890,123,456,789,012,345,678,901'],
    ]) {
      const r = await parse(text!);
      expect(r.statusCode, text).toBe(422);
      expect(r.json().detail).toBe(`the number ${number} has too many digits: an amount has at most 28 significant digits`);
      expect(r.json().errors).toEqual([{ path: 'body/text', message: 'write the amount with at most 28 significant digits' }]);
    }
  });

  test('28 digits are read, and leading zeros do not count', async () => {
    const r = await parse('午饭 1234567890123456789012345.678 元 现金');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().postings[0].units).toEqual({ number: '1234567890123456789012345.678', currency: 'CNY' });
    expect((await parse('午饭 0.000000000000000000000000000012 元 现金')).statusCode).not.toBe(422);
  });

  test('a long order number is no amount and refuses nothing', async () => {
    const r = await parse('午饭 30 现金 订单号 123456789012345678901234567890');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().postings[0].units.number).toBe('30');
  });
});
