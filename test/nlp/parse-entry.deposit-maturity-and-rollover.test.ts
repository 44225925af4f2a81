// QA of session 46 (a retired couple), left wrong after session 46's fix: money put on a fixed
// deposit with its amount between (存了三万定期 工行) was spending paid from the deposit; a maturity
// with its interest said booked the principal as income, rolled over (转存) or not; 赎回 20350 赚了350
// with no product named was 20700 of income; 存款到期 五万 was a 422 with one account aliased 定期.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-29';

const OPENS = `2025-01-01 open Equity:Opening-Balances
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行卡"
2025-01-01 open Assets:Bank:ICBC:Deposit CNY
  alias: "定期,定期存款,存单"
2025-01-01 open Assets:Bank:ICBC:Wealth CNY
  alias: "理财,理财产品"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Income:Interest CNY
  alias: "利息,存款利息"
2025-01-01 open Income:Wealth CNY
  alias: "理财收益"
2025-01-01 open Income:Uncategorized CNY
2025-01-01 open Expenses:Uncategorized CNY

2025-01-01 * "期初余额"
  Assets:Bank:ICBC  200000.00 CNY
  Assets:Bank:ICBC:Deposit  100000.00 CNY
  Equity:Opening-Balances
`;

const LEDGER = `${OPENS}
2025-03-10 * "工商银行" "买理财"
  Assets:Bank:ICBC:Wealth  20000.00 CNY
  Assets:Bank:ICBC

2025-09-10 * "工商银行" "理财赎回"
  Assets:Bank:ICBC  20412.36 CNY
  Assets:Bank:ICBC:Wealth  -20000.00 CNY
  Income:Wealth
`;

checkedSuite('parseEntry: a fixed deposit put, matured or rolled over, and a redemption with no product named', LEDGER, [
  // put on the deposit from the bank named, the amount said between (it was spending paid from the deposit)
  { text: '存了三万定期 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000' },
  { text: '存了三万的定期 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000' },
  { text: '工行存了三万定期', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '定期存了三万 从工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '存了3万定期 现金', postings: 'Assets:Cash -30000; Assets:Bank:ICBC:Deposit 30000' },
  // matured, not rolled over: the principal leaves the deposit, principal and interest reach the bank
  { text: '定期到期 本金五万 利息一千二 到工行', postings: 'Assets:Bank:ICBC:Deposit -50000; Assets:Bank:ICBC 51200; Income:Interest -1200', warning: /gain/ },
  // the amount said with its interest is the principal (QA session 47: 100000 利息 2750 was 97250 of principal)
  { text: '定期到期 100000 利息 2750 到工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 102750; Income:Interest -2750', warning: /100000 of principal, 102750 into/ },
  { text: '定期到期 本金十万 利息2750 工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 102750; Income:Interest -2750', warning: /gain/ },
  { text: '定期到期 102750 其中利息 2750 到工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 102750; Income:Interest -2750' },
  // what came back, with a gain said: the whole received (as 理财赎回 20350 赚了350)
  { text: '理财到期 20350 收益 350 工行', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20350; Income:Wealth -350', warning: /20000 of principal, 20350 into/ },
  // rolled over: the principal stays; the interest alone onto the deposit
  { text: '定期到期 本金五万 利息一千二 转存一年', postings: 'Assets:Bank:ICBC:Deposit 1200; Income:Interest -1200', warning: /^read 转存 as rolled over: the principal 50000 stays on Assets:Bank:ICBC:Deposit/ },
  { text: '定期到期 本金五万 利息一千二 续存', postings: 'Assets:Bank:ICBC:Deposit 1200; Income:Interest -1200', warning: /rolled over/ },
  { text: '存单到期 本金10万 利息2350 自动转存', postings: 'Assets:Bank:ICBC:Deposit 2350; Income:Interest -2350', warning: /rolled over/ },
  // 赎回 with no product named: out of the holding the entries redeem from or buy into, warned
  { text: '赎回 20350 赚了350', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20350; Income:Wealth -350', warning: /^no holding named as redeemed; used Assets:Bank:ICBC:Wealth/ },
  { text: '赎回 20350 赚了350 到工行', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20350; Income:Wealth -350', warning: /no holding named as redeemed/ },
  { text: '赎回 两万 到工行', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20000', warning: /no holding named as redeemed/ },
  // a maturity with no account named, the ledger holding one fixed deposit: out of it (it was a 422)
  { text: '存款到期 五万', postings: 'Assets:Bank:ICBC:Deposit -50000; Assets:Bank:ICBC 50000', warning: /^no account named holds what matured; used Assets:Bank:ICBC:Deposit/ },
  { text: '存款到期 五万 到微信', postings: 'Assets:Bank:ICBC:Deposit -50000; Assets:WeChat 50000', warning: /no account named holds what matured/ },
  // as before
  { text: '存定期 三万 工行', postings: 'Assets:Bank:ICBC -30000; Assets:Bank:ICBC:Deposit 30000', guessed: false },
  { text: '定期到期 十万 到工行', postings: 'Assets:Bank:ICBC:Deposit -100000; Assets:Bank:ICBC 100000', guessed: false },
  { text: '定期到期 利息一千二 到工行', postings: 'Assets:Bank:ICBC 1200; Income:Interest -1200' },
  { text: '理财赎回 20350 赚了350', postings: 'Assets:Bank:ICBC:Wealth -20000; Assets:Bank:ICBC 20350; Income:Wealth -350', warning: /gain/ },
], SAID_ON);

function problemOf(ledgerText: string, text: string): Problem {
  try {
    parseEntry(Ledger.fromText(ledgerText, 'ledger.beancount'), text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`${text} was parsed`);
}

describe('parseEntry: a redemption or maturity with nothing to take it out of', () => {
  it('赎回 with no product named and none redeemed or bought before is a 422, not income', () => {
    const problem = problemOf(OPENS, '赎回 20350 赚了350');
    expect(problem.status).toBe(422);
    expect(problem.message).toMatch(/^赎回: no holding named/);
  });
  it('存款到期 with two accounts aliased as fixed deposits stays a 422', () => {
    const two = OPENS.replace('2025-01-01 open Assets:Cash CNY', '2025-01-01 open Assets:Bank:CCB:Deposit CNY\n  alias: "建行定期"\n2025-01-01 open Assets:Cash CNY');
    expect(problemOf(two, '存款到期 五万').message).toMatch(/存款到期: no open account named holds what matured/);
  });
});
