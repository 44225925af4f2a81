// QA of session 46 (a retired couple): 老年大学学费 600 went to Expenses:Family:Grandchildren (aliased
// 学费), though 老年大学 is the alias of Expenses:Education:SeniorUniversity and the payee's entries are
// all there; 医保报销 3200 要过几周才到 cleared the claim today with no money come; 养老金涨了 一百二
// 现在 4800 booked 4920 in (the rise as a pension of its own, 4800 more uncategorized).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-29';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Equity:Opening-Balances
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Reimbursable:Medical CNY
  alias: "报销,住院报销,医保报销"
2025-01-01 open Income:Pension CNY
  alias: "养老金,退休金"
2025-01-01 open Income:Uncategorized CNY
2025-01-01 open Expenses:Family:Grandchildren CNY
  alias: "孙子,孙女,压岁钱,学费"
2025-01-01 open Expenses:Education:SeniorUniversity CNY
  alias: "老年大学"
2025-01-01 open Expenses:Health:Hospital CNY
  alias: "住院,医院,看病"
2025-01-01 open Expenses:Utilities:Electricity CNY
  alias: "电费"
2025-01-01 open Expenses:Uncategorized CNY

2025-01-02 * "开户"
  Assets:Bank:ICBC  50000.00 CNY
  Assets:WeChat  5000.00 CNY
  Equity:Opening-Balances

2025-09-01 * "老年大学" "老年大学学费"
  Expenses:Education:SeniorUniversity  600.00 CNY
  Assets:WeChat

2026-02-28 * "老年大学" "老年大学学费"
  Expenses:Education:SeniorUniversity  600.00 CNY
  Assets:WeChat

2026-10-05 * "住院"
  Expenses:Health:Hospital  1600.00 CNY
  Assets:Reimbursable:Medical  3200.00 CNY
  Assets:Bank:ICBC  -4800.00 CNY

2026-10-15 * "养老金到账"
  Assets:Bank:ICBC  4680.00 CNY
  Income:Pension
`;

checkedSuite('parseEntry: the payee\'s own alias its history agrees with, money not come, a rise and the amount now', LEDGER, [
  // the longer alias the payee's name is, with its history there, over a shorter alias said beside it
  { text: '老年大学学费 600 微信', postings: 'Expenses:Education:SeniorUniversity 600; Assets:WeChat -600' },
  { text: '老年大学 学费 六百 微信', postings: 'Expenses:Education:SeniorUniversity 600; Assets:WeChat -600' },
  { text: '交了老年大学的学费 六百块 微信', postings: 'Expenses:Education:SeniorUniversity 600; Assets:WeChat -600' },
  { text: '老年大學 學費 六百 微信', postings: 'Expenses:Education:SeniorUniversity 600; Assets:WeChat -600' },
  // already right: the shorter alias alone; the payee with words that name no category
  { text: '孙子学费 600 微信', postings: 'Expenses:Family:Grandchildren 600; Assets:WeChat -600' },
  { text: '学费 600 微信', postings: 'Expenses:Family:Grandchildren 600; Assets:WeChat -600' },
  { text: '老年大学 报名费 两百 微信', postings: 'Expenses:Education:SeniorUniversity 200; Assets:WeChat -200' },
  // a rise said and the amount now: the amount now, warned
  { text: '养老金涨了 一百二 现在 4800 工行', postings: 'Assets:Bank:ICBC 4800; Income:Pension -4800', warning: /read 120 as how much the amount changed and 4800 as what it is now/ },
  { text: '养老金涨了120，现在是4800 工行', postings: 'Assets:Bank:ICBC 4800; Income:Pension -4800', warning: /booked 4800/ },
  { text: '电费涨了 20 现在 150 微信', postings: 'Expenses:Utilities:Electricity 150; Assets:WeChat -150', warning: /read 20 as how much the amount changed/ },
  // already right: the claim paid when the money has come (today, or said come late)
  { text: '医保报销 3200 到账 工行', postings: 'Assets:Bank:ICBC 3200; Assets:Reimbursable:Medical -3200' },
  { text: '医保报销 3200 昨天才到 工行', date: '2026-11-28', postings: 'Assets:Bank:ICBC 3200; Assets:Reimbursable:Medical -3200' },
  { text: '养老金 4800 工行', postings: 'Assets:Bank:ICBC 4800; Income:Pension -4800' },
], SAID_ON);

describe('money in said not to have come yet', () => {
  const ledger = Ledger.fromText(LEDGER, 'retiree.beancount');
  for (const text of ['医保报销 3200 要过几周才到', '医保报销 3200 还没到账 工行', '养老金 4800 得等下个月才能到账']) {
    it(`${text}: a 422, nothing booked`, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/said not to have come yet/);
    });
  }
});
