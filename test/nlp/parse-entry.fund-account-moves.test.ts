// QA of session 41 (a retail investor), finding 5: README's "Investments" reads 买基金 2000 招行,
// 基金定投 1000 微信, 卖基金 3000 到工行 as money moved between the fund's account and the wallet.
// With 基金定投 the alias of a fund account that takes CNY, 基金定投 1000 支付宝 was Food paid from
// the fund (the trade's word is part of the alias: nothing said which side the fund was on). 基金
// naming no account (买基金 2000 招行 with funds on Assets:Fund:F005827 and Assets:Fund:F110011, or with
// no fund account at all) was spending, and 卖基金 3000 到招行 salary: now a 422 that says which
// account to name, or to open one. Funds held at cost: parse-entry.holding-trades.test.ts.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2025-03-10';

const WALLETS = `option "operating_currency" "CNY"
2024-01-01 commodity CNY
2024-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2024-01-01 open Expenses:Food CNY
2024-01-01 open Income:Salary CNY
`;

const CASH_FUNDS = `${WALLETS}2024-01-01 open Assets:Fund:F005827 CNY
  alias: "易方达蓝筹"
2024-01-01 open Assets:Fund:F110011 CNY
  alias: "易方达优质,基金定投"
`;

checkedSuite('a fund account that takes CNY, its alias holding the trade\'s word (基金定投)', CASH_FUNDS, [
  { text: '基金定投 1000 支付宝', postings: 'Assets:Alipay -1000; Assets:Fund:F110011 1000', narration: '基金定投', guessed: false },
  { text: '基金定投 易方达优质 1000 支付宝', postings: 'Assets:Alipay -1000; Assets:Fund:F110011 1000', guessed: false },
], SAID_ON);

function problemOf(ledgerText: string, text: string): Problem {
  try {
    parseEntry(Ledger.fromText(ledgerText, 'funds.beancount'), text, SAID_ON);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

describe('基金 bought or sold naming no account is a 422, never spending or income', () => {
  for (const text of ['买基金 2000 招行', '卖基金 3000 到招行', '基金赎回 2468 到支付宝']) {
    it(`${text}, with fund accounts open: name one of them`, () => {
      const p = problemOf(CASH_FUNDS, text);
      expect(p.status).toBe(422);
      expect(p.message).toBe('基金 names no account open on 2025-03-10');
      expect(p.errors[0]!.message).toBe('name the fund\'s account (Assets:Fund:F005827, Assets:Fund:F110011) by its name or an alias: the money moves between it and the wallet');
    });
    it(`${text}, with no fund account: open one`, () => {
      const p = problemOf(WALLETS, text);
      expect(p.status).toBe(422);
      expect(p.errors[0]!.message).toMatch(/^open an account for the fund \(e\.g\. Assets:Fund CNY, with the alias 基金\)/);
    });
  }
});
