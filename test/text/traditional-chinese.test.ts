// The import and the NLP find words in text folded to Simplified and take what they give back from
// the same positions in what was written: folding must keep every position.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasTraditional, toSimplified } from '../../src/text/traditional-chinese.ts';

describe('Traditional characters folded to Simplified', () => {
  test('keeps the text one code unit for one, over every character the table knows', () => {
    const source = readFileSync(new URL('../../src/text/traditional-chinese.ts', import.meta.url), 'utf8');
    const table = source.slice(source.indexOf('const PAIRS = `'), source.indexOf('`;'));
    const traditional = [...table.matchAll(/([\u3400-\u9fff])[\u3400-\u9fff]/g)].map((m) => m[1]!).join('');
    expect(traditional.length).toBeGreaterThan(500);
    const folded = toSimplified(traditional);
    expect(folded.length).toBe(traditional.length);
    expect([...folded].length).toBe([...traditional].length);
  });

  test('reads what banks and people write', () => {
    expect(toSimplified('交易日期,說明,提款,存款,餘額,幣別')).toBe('交易日期,说明,提款,存款,余额,币别');
    expect(toSimplified('還滙豐信用卡 兩萬五 上個禮拜六')).toBe('还汇丰信用卡 两万五 上个礼拜六');
    // Simplified text and characters of both scripts stay as they are
    expect(toSimplified('还汇丰信用卡 著名 关系 Café')).toBe('还汇丰信用卡 著名 关系 Café');
    expect(hasTraditional('港幣')).toBe(true);
    expect(hasTraditional('港币 HKD')).toBe(false);
  });
});
