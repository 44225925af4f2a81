import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'));
const open = ledger.openAccounts();

// Pieces of real sentences, shuffled into sentences nobody would say.
const WORDS = ['今天', '昨天', '上周二', '周三', '10月12号', '2027-01-01', '在', '全家', '星巴克', '买', '早饭', '午饭', '打车', '房租', '工资', '收到', '退款', '转', '到',
  '提现', '充值', '还款', '借给', '小王', '还我', '招行', '信用卡', '微信', '支付宝', '余额宝', '花呗', '35', '12.5', '三十五块五', '两百五', '1.5万', '3k', '五毛', '元',
  '块', '美元', 'USD', '100', '，', ' ', '三杯', '尾号1234', '3楼', '0', '¥', '$', '红包', '发', '话费', '原价', '实付', '减', '优惠了', '用了', '券', '三十5', '加了', '油',
  '微信 支付宝', '各一半', '一半', '满', '-', '付了', '剩下', '0.01', '他们转我', '花了', '借了我', '会员价', '请同事吃饭', '返现', '打了8折', '八五折', '送了', '赎回', '理财', '报销', '可报销', '晚', '存', '双十一', '去年', 'transfer', 'from', ' to ', 'split', '4 ways', 'between', '共', '一共', '帮同事付了', '中奖', '中了', '彩票', 'lent', 'paid me back', 'borrowed', 'tom', '万象城', ' 万', '百果园', '个税', '首付', '送', '十八', '两杯', '三十', ' on monday ', 'last friday', 'Nov 3', '3 days ago', '提现', '手续费', '押金', '每人', '还钱', '给小王转', '工资到账', '交房租', '理赔', '借呗', '还款', '返现 20', '王者荣耀', '合人民币', '$25.99'];
const START_DATE = new Date(Date.UTC(2021, 0, 1)).getTime();

describe('parseEntry on arbitrary sentences', () => {
  it('answers a balanced entry over open accounts, or a Problem 400/422', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2000 }), (words, dayOffset) => {
        const reference = new Date(START_DATE + dayOffset * 86_400_000).toISOString().slice(0, 10);
        let entry;
        try {
          entry = parseEntry(ledger, words.join(''), reference);
        } catch (e) {
          expect(e).toBeInstanceOf(Problem);
          expect([400, 422]).toContain((e as Problem).status);
          return;
        }
        const sums = new Map<string, Decimal>();
        for (const p of entry.postings) {
          const o = open.get(p.account);
          expect(o).toBeDefined();
          expect(o!.date <= entry.date).toBe(true);
          if (o!.currencies.length > 0) expect(o!.currencies).toContain(p.units!.currency);
          sums.set(p.units!.currency, (sums.get(p.units!.currency) ?? Decimal.ZERO).add(Decimal.parse(p.units!.number)));
        }
        expect(entry.postings.length).toBeGreaterThanOrEqual(2);
        for (const s of sums.values()) expect(s.isZero()).toBe(true);
        expect(entry.confidence).toBeGreaterThanOrEqual(0);
        expect(entry.confidence).toBeLessThanOrEqual(1);
        // A date after the reference only when the text says so explicitly, and then with a warning.
        if (entry.date > reference) expect(entry.warnings.join()).toMatch(/future/);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 1500), seed: Number(process.env.FC_SEED ?? 42) },
    );
  });
});
