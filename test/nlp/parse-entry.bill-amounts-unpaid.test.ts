// Security QA: `房租`, 1,000 ten times, then x held the NLP (and so every user) for 54 s, and a few more
// times for hours. Whether a bill is said not paid (房租 4500 还没交: BILL_NOT_PAID) is read past the
// amounts, units and spaces between the bill and 没交, and the pattern read an amount's 1,000 as one
// amount, or as 1, a comma and 000, every way. Each character is read one way now; these finish at
// once, and read as they did.
import { describe, expect, it } from 'vitest';
import { unpaidBill } from '../../src/nlp/direction.ts';

describe('amounts between a bill and 没交', () => {
  it('followed by no 没交, say no bill unpaid', () => {
    expect(unpaidBill(`房租${'1,000'.repeat(30)}x`)).toBeNull();
    expect(unpaidBill(`电费${'1.0,'.repeat(40)}元x`)).toBeNull();
    expect(unpaidBill('电费一点二点三没交')).toBeNull();
  });

  it('followed by 没交, say the bill is unpaid', () => {
    expect(unpaidBill(`房租${'1,000'.repeat(30)}还没交`)).toBe('房租');
    expect(unpaidBill('电费 两百点五元 没付')).toBe('电费');
    expect(unpaidBill('水费 一点二 三点四 未缴')).toBe('水费');
  });
});
