// QA round 5, item 3: a leading 12.3 before a word starting with 晚, 天, 年, 人 (晚饭, 天猫, 年货,
// 人民公园) was read as 12.3 yuan with a unit, so the entry got an extra purchase and today's date.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const MONDAY = '2025-01-06';

describe('parseEntry: a leading M.D before a word is the date, not an amount with a unit', () => {
  const cases: readonly EntryCase[] = [
    { text: '12.3 晚饭 200 微信', date: '2024-12-03', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200', narration: '晚饭', warning: /^read 12\.3 as the date 2024-12-03$/ },
    { text: '12.3晚饭 200 微信', date: '2024-12-03', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200', narration: '晚饭' },
    { text: '12.3 晚上打车 40 微信', date: '2024-12-03', postings: 'Expenses:Transport:Taxi 40; Assets:WeChat -40', narration: '晚上打车' },
    { text: '12.28 天猫买衣服 200 支付宝', date: '2024-12-28', postings: 'Expenses:Shopping:Clothing 200; Assets:Alipay -200' },
    { text: '12.28 年货 500 微信', date: '2024-12-28', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', narration: '年货' },
    { text: '12.28 人民公园 门票 20 微信', date: '2024-12-28', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20', narration: '人民公园 门票' },
    { text: '12.31 晚饭 200', date: '2024-12-31', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200', narration: '晚饭' },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, MONDAY), c, MONDAY));
});

describe('resolveDate: a unit after a leading decimal still makes it a quantity or an amount', () => {
  for (const text of ['1.5 小时 停车 20', '1.5小时停车 20', '1.5 斤 苹果 12', '1.5斤苹果 12', '1.5天酒店 300', '2.5 km 打车 15', '1.5 万元 奖金 3', '2.5 块钱 咖啡 18', '12.5元 午饭 30']) {
    it(`${text}: no date`, () => expect(resolveDate(text, MONDAY)).toMatchObject({ date: MONDAY, stated: false, mentions: [] }));
  }
});
