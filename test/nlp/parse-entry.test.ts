import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { beanCheck } from '../support/bean-check.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry, MAX_TEXT_LENGTH, type ParsedEntry } from '../../src/nlp/parse-entry.ts';
import { ledgerViewOf } from '../../src/nlp/ledger-view.ts';
import { addDays } from '../../src/nlp/calendar.ts';
import { AMOUNT_FORMS, CATEGORY_WORDS, DATE_FORMS, expectEntry, FUNDING_FORMS, HAND_WRITTEN_CASES, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');
const ledger = Ledger.fromText(FIXTURE, 'ledger.beancount');
const view = ledgerViewOf(ledger);
const open = ledger.openAccounts();

const negate = (n: string) => (n.startsWith('-') ? n.slice(1) : `-${n}`);

function generatedCases(): EntryCase[] {
  const cases: EntryCase[] = [];
  let k = 0;
  for (const [word, account] of CATEGORY_WORDS) {
    const templates: ((w: string, a: string, f: string) => string)[] = [
      (w, a, f) => `${w}${a}，${f}`,
      (w, a, f) => `${f}${w}${a}`,
      (w, a, f) => `昨天${w}花了${a}，${f}`,
      (w, a, f) => `${a}${w} ${f}`,
    ];
    templates.forEach((template, j) => {
      const [amountText, value] = AMOUNT_FORMS[k % AMOUNT_FORMS.length]!;
      const [fundingText, funding] = FUNDING_FORMS[k % FUNDING_FORMS.length]!;
      k++;
      cases.push({
        text: template(word, amountText, fundingText),
        date: j === 2 ? addDays(REFERENCE_DATE, -1) : REFERENCE_DATE,
        postings: `${account} ${value}; ${funding} ${negate(value)}`,
        guessed: false,
      });
    });
  }
  DATE_FORMS.forEach(([dateText, date], i) => {
    const [amountText, value] = AMOUNT_FORMS[i % AMOUNT_FORMS.length]!;
    // (12月1日 said on Nov 21: this year's is in the future and nearer, moved back a year, warned)
    const movedBack = dateText === '12月1日';
    cases.push({ text: `${dateText}打车${amountText} 支付宝`, date, postings: `Expenses:Transport:Taxi ${value}; Assets:Alipay ${negate(value)}`, guessed: movedBack, ...(movedBack ? { warning: /no year said: used 2025-12-01/ } : {}) });
  });
  const sources = [['从微信', 'Assets:WeChat'], ['从招行', 'Assets:Bank:CMB'], ['从工行', 'Assets:Bank:ICBC'], ['从支付宝', 'Assets:Alipay']] as const;
  const targets = [['到余额宝', 'Assets:Yuebao'], ['到招行卡', 'Assets:Bank:CMB'], ['到建行', 'Assets:Bank:CCB-建行']] as const;
  for (const [sourceText, source] of sources) {
    for (const [targetText, target] of targets) {
      if (source === target) continue;
      cases.push({ text: `${sourceText}转1000${targetText}`, postings: `${source} -1000; ${target} 1000`, guessed: false });
    }
  }
  const incomes = [['工资', 'Income:Salary'], ['奖金', 'Income:Bonus'], ['利息', 'Income:Interest'], ['分红', 'Income:Dividends'], ['收到红包', 'Income:RedPacket']] as const;
  const receiving = [['到招行卡', 'Assets:Bank:CMB'], ['到工行', 'Assets:Bank:ICBC'], ['进微信零钱', 'Assets:WeChat']] as const;
  for (const [word, income] of incomes) {
    for (const [to, asset] of receiving) cases.push({ text: `${word}8888.88${to}`, postings: `${asset} 8888.88; ${income} -8888.88`, guessed: false });
  }
  for (let i = 0; i + 1 < CATEGORY_WORDS.length; i += 1) {
    const [w1, a1] = CATEGORY_WORDS[i]!;
    const [w2, a2] = CATEGORY_WORDS[i + 1]!;
    cases.push({ text: `${w1}12元，${w2}8.5元，用支付宝`, postings: `${a1} 12; ${a2} 8.5; Assets:Alipay -20.5`, guessed: false });
  }
  return cases;
}

const ALL_CASES = [...HAND_WRITTEN_CASES, ...generatedCases()];
const results = new Map<string, ParsedEntry>();

describe('parseEntry on the fixture ledger', () => {
  it('has at least 300 sentences', () => expect(ALL_CASES.length).toBeGreaterThanOrEqual(300));
  for (const c of ALL_CASES) {
    it(c.text, () => {
      const entry = parseEntry(view, c.text, REFERENCE_DATE);
      results.set(c.text, entry);
      expectEntry(entry, c, REFERENCE_DATE);
      // what every answer must be: balanced, open accounts in allowed currencies, a sane confidence
      const sums = new Map<string, Decimal>();
      for (const p of entry.postings) {
        expect(p.units!.number).toMatch(/^-?\d+(\.\d+)?$/);
        sums.set(p.units!.currency, (sums.get(p.units!.currency) ?? Decimal.ZERO).add(Decimal.parse(p.units!.number)));
        const o = open.get(p.account);
        expect(o, p.account).toBeDefined();
        expect(o!.date <= entry.date).toBe(true);
        if (o!.currencies.length > 0) expect(o!.currencies).toContain(p.units!.currency);
      }
      for (const sum of sums.values()) expect(sum.isZero()).toBe(true);
      expect(entry.confidence).toBeGreaterThanOrEqual(0);
      expect(entry.confidence).toBeLessThanOrEqual(1);
      if (entry.warnings.length > 0) expect(entry.confidence).toBeLessThan(0.95);
      expect(entry.narration.length).toBeGreaterThan(0);
    });
  }

  it('produces transactions bean-check accepts in the fixture ledger', () => {
    const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    const text = ALL_CASES.map((c) => {
      const e = results.get(c.text) ?? parseEntry(view, c.text, REFERENCE_DATE);
      return `${e.date} * ${quote(e.payee ?? '')} ${quote(e.narration)}\n${e.postings.map((p) => `  ${p.account}  ${p.units!.number} ${p.units!.currency}`).join('\n')}\n`;
    }).join('\n');
    // null only when bean-check is missing outside CI (under CI=true that throws)
    const checked = beanCheck(`${FIXTURE}\n${text}`);
    if (checked !== null) expect(checked.errors).toBe('');
  });
});

describe('parseEntry with the engine Ledger', () => {
  it('accepts a Ledger directly and reuses its cached view', () => {
    const a = parseEntry(ledger, '午饭32 微信', REFERENCE_DATE);
    expect(a.postings).toEqual([{ account: 'Expenses:Food:Dining', units: { number: '32', currency: 'CNY' } }, { account: 'Assets:WeChat', units: { number: '-32', currency: 'CNY' } }]);
    expect(ledgerViewOf(ledger)).toBe(view);
  });
});

describe('parseEntry rejects bad input with Problems', () => {
  const status = (text: string, ref = REFERENCE_DATE): number => {
    try {
      parseEntry(view, text, ref);
      return 200;
    } catch (e) {
      expect(e).toBeInstanceOf(Problem);
      return (e as Problem).status;
    }
  };
  it('400 for empty or blank text', () => {
    expect(status('')).toBe(400);
    expect(status('   \n ')).toBe(400);
  });
  it(`400 for text over ${MAX_TEXT_LENGTH} characters, 10,000 included`, () => {
    expect(status('午饭32'.repeat(2500))).toBe(400);
    expect(status('好'.repeat(MAX_TEXT_LENGTH - 4) + '午饭32')).toBe(200);
    expect(status('好'.repeat(MAX_TEXT_LENGTH - 3) + '午饭32')).toBe(400);
  });
  it('400 for a bad reference date', () => {
    expect(status('午饭32', '2026-13-01')).toBe(400);
    expect(status('午饭32', 'yesterday')).toBe(400);
  });
  it('422 when there is no amount, or it is zero', () => {
    for (const text of ['哈哈', '在全家', '买了三杯咖啡', '今天', '尾号1234', '0元午饭']) expect(status(text)).toBe(422);
  });
  it('422 for a currency exchange: an entry of units alone cannot balance it (it was booked as spending)', () => {
    for (const text of ['换汇 1000 美元 7200 人民币', '换了1000美元 花了7200', '购汇 500 USD']) expect(status(text)).toBe(422);
    // 换 of other things is spending
    expect(status('换电池 200')).toBe(200);
  });
  it('422 for a commodity held on its own account bought or sold for money (it was 0.01 BTC of spending, the 6000 dropped)', () => {
    for (const text of ['比特币 买入 0.01 BTC 花了 6000', '卖了 0.5 BTC 到招行 30000']) expect(status(text)).toBe(422);
    expect(() => parseEntry(ledger, '比特币 买入 0.01 BTC 花了 6000', REFERENCE_DATE)).toThrow(/buying or selling BTC is not read from text/);
    // paying in it is spending; money of other currencies is never such a commodity
    expect(status('0.01 BTC 买书')).toBe(200);
    expect(status('买书 $20 合人民币 140')).toBe(200);
  });

  it('422 when the amounts paid from each wallet do not add up to the price (they were booked as more spending)', () => {
    for (const text of ['午饭 35 微信20', '午饭 35 微信20 支付宝20', '打车 50，微信付了30，剩下用支付宝付30']) expect(status(text)).toBe(422);
    expect(() => parseEntry(ledger, '午饭 35 微信20 支付宝20', REFERENCE_DATE)).toThrow(/微信 20, 支付宝 20\) add up to 40, not to the price 35/);
  });

  it('422 when the ledger has no usable account', () => {
    const bare = Ledger.fromText('2020-01-01 open Expenses:Food\n');
    expect(() => parseEntry(bare, '午饭32', REFERENCE_DATE)).toThrow(Problem);
    try {
      parseEntry(bare, '午饭32', REFERENCE_DATE);
    } catch (e) {
      expect((e as Problem).status).toBe(422);
    }
  });
  it('never throws anything but a Problem on odd input', () => {
    for (const text of ['\u0000', '💰💰💰 100', '1e999元', '..,,', '¥', '$$$ 5', '9'.repeat(400) + '元', '借给', '还我', '转', '周八 30', '13月45日 30']) {
      try {
        const e = parseEntry(view, text, REFERENCE_DATE);
        expect(e.postings.length).toBeGreaterThanOrEqual(2);
      } catch (err) {
        expect(err).toBeInstanceOf(Problem);
      }
    }
  });
});

/** A ledger with these accounts open since 2020 (in CNY). */
function ledgerOf(...accounts: string[]) {
  return Ledger.fromText(accounts.map((a) => `2020-01-01 open ${a} CNY\n`).join(''));
}

/** The postings parseEntry makes of `text`, as sorted "Account number" lines. */
function postingsOf(ledger: Ledger, text: string): string[] {
  return parseEntry(ledger, text, REFERENCE_DATE).postings.map((p) => `${p.account} ${p.units!.number}`).sort();
}

describe('money back on a purchase', () => {
  it('goes to the income account the words name when one is open', () => {
    const withCashback = ledgerOf('Assets:Alipay', 'Expenses:Phone', 'Income:Cashback');
    expect(postingsOf(withCashback, '话费充值 100 返现 20 支付宝')).toEqual(['Assets:Alipay -100', 'Assets:Alipay 20', 'Expenses:Phone 100', 'Income:Cashback -20']);
    expect(parseEntry(withCashback, '话费充值 100 返现 20 支付宝', REFERENCE_DATE).warnings).toContain('read 20 as money back on the 100 spent');
  });
  it('on a transfer arrives where the transfer went, from the income account the words name', () => {
    const ledger = ledgerOf('Assets:Alipay', 'Assets:Bank:CMB', 'Income:Cashback');
    expect(postingsOf(ledger, '从招行转到支付宝 1000 返现 20')).toEqual(['Assets:Alipay 1000', 'Assets:Alipay 20', 'Assets:Bank:CMB -1000', 'Income:Cashback -20']);
    expect(parseEntry(ledger, '从招行转到支付宝 1000 返现 20', REFERENCE_DATE).warnings).toEqual(['read 20 as money back on the transfer, into Assets:Alipay']);
  });
});

describe('English words of the lexicon', () => {
  const ledger = ledgerOf(
    'Assets:Bank:CMB', 'Expenses:Transport:Fuel', 'Expenses:Transport:Subway', 'Expenses:Transport:Bus', 'Expenses:Entertainment:Movies',
    'Expenses:Subscriptions', 'Expenses:Personal:Haircut', 'Expenses:Food:Dining', 'Expenses:Uncategorized',
  );
  const category = (text: string) => parseEntry(ledger, text, REFERENCE_DATE).postings.find((p) => p.account.startsWith('Expenses:'))!.account;
  it('name the category (they went to Uncategorized)', () => {
    expect(category('gas 300')).toBe('Expenses:Transport:Fuel');
    expect(category('petrol 300')).toBe('Expenses:Transport:Fuel');
    expect(category('metro 4')).toBe('Expenses:Transport:Subway');
    expect(category('movie tickets 90')).toBe('Expenses:Entertainment:Movies');
    expect(category('Netflix 15')).toBe('Expenses:Subscriptions');
    expect(category('haircut 45')).toBe('Expenses:Personal:Haircut');
  });
  it('only as whole words', () => {
    expect(category('business lunch 80')).toBe('Expenses:Food:Dining');
  });
});

describe('insurance', () => {
  const ledger = ledgerOf('Assets:Alipay', 'Expenses:Insurance', 'Income:Insurance', 'Income:Other', 'Expenses:Uncategorized');
  it('a claim paid out (理赔, 赔付) is money in (保险理赔 3000 was 3000 of insurance bought)', () => {
    expect(postingsOf(ledger, '保险理赔 3000')).toEqual(['Assets:Alipay 3000', 'Income:Insurance -3000']);
    expect(postingsOf(ledger, '退货运费险 赔付 12')).toEqual(['Assets:Alipay 12', 'Income:Insurance -12']);
    expect(parseEntry(ledger, '退货运费险 赔付 12', REFERENCE_DATE).narration).toBe('退货运费险 赔付');
  });
  it('insurance bought and compensation I paid stay spending', () => {
    expect(postingsOf(ledger, '买保险 2000')).toEqual(['Assets:Alipay -2000', 'Expenses:Insurance 2000']);
    expect(postingsOf(ledger, '我赔付了对方 500')).toEqual(['Assets:Alipay -500', 'Expenses:Uncategorized 500']);
  });
});

describe('deposits', () => {
  const withDeposits = ledgerOf('Assets:Bank:CMB', 'Assets:Deposits', 'Expenses:Housing:Rent', 'Income:Other');
  it('a deposit paid is on the deposit account, where 退押金 takes it off', () => {
    expect(postingsOf(withDeposits, '交押金 3000')).toEqual(['Assets:Bank:CMB -3000', 'Assets:Deposits 3000']);
    expect(postingsOf(withDeposits, '房租押金 3000')).toEqual(['Assets:Bank:CMB -3000', 'Assets:Deposits 3000']);
    expect(postingsOf(withDeposits, '退押金 3000')).toEqual(['Assets:Bank:CMB 3000', 'Assets:Deposits -3000']);
    expect(parseEntry(withDeposits, '交押金 3000', REFERENCE_DATE).warnings).toContain('a deposit (押金) is to be had back: booked 3000 on Assets:Deposits');
  });
  // 'Paid rent deposit 200 from bank' was read as the verb (deposit money): a move from the bank to Alipay.
  it('in English too: a rent or security deposit is the deposit, not money deposited', () => {
    expect(postingsOf(withDeposits, 'Paid rent deposit 3000 from bank')).toEqual(['Assets:Bank:CMB -3000', 'Assets:Deposits 3000']);
    expect(postingsOf(withDeposits, 'security deposit 500')).toEqual(['Assets:Bank:CMB -500', 'Assets:Deposits 500']);
    expect(postingsOf(withDeposits, 'Got my rent deposit back 3000')).toEqual(['Assets:Bank:CMB 3000', 'Assets:Deposits -3000']);
    expect(postingsOf(withDeposits, 'deposit refunded 3000')).toEqual(['Assets:Bank:CMB 3000', 'Assets:Deposits -3000']);
  });
  it('押一付三: the rent is spending and the deposit a claim', () => {
    expect(postingsOf(withDeposits, '押一付三 房租 9000 押金 3000')).toEqual(['Assets:Bank:CMB -12000', 'Assets:Deposits 3000', 'Expenses:Housing:Rent 9000']);
  });
});

describe('reimbursements', () => {
  const withClaim = ledgerOf('Assets:WeChat', 'Assets:Bank:CMB', 'Assets:Reimbursable', 'Expenses:Transport:Taxi');
  const lines = (text: string) => postingsOf(withClaim, text);
  it('a purchase to be reimbursed is owed to me, on the reimbursable account', () => {
    expect(lines('打车去机场 98 报销 微信')).toEqual(['Assets:Reimbursable 98', 'Assets:WeChat -98']);
    expect(lines('打车 98 可报销 微信')).toEqual(['Assets:Reimbursable 98', 'Assets:WeChat -98']);
  });
  it('a reimbursement that arrived pays the claim back', () => {
    expect(lines('收到报销 98 招行')).toEqual(['Assets:Bank:CMB 98', 'Assets:Reimbursable -98']);
    expect(lines('报销到账 98 招行')).toEqual(['Assets:Bank:CMB 98', 'Assets:Reimbursable -98']);
  });
});
