// A bank row whose counterparty holds the number of another of the user's own accounts (QA of
// session 37: 招商银行's 跨行转账 to `张伟 6222021001987654`, the account_id of the 工商银行 card, was
// booked to Expenses:Uncategorized): a move to that account, as an OFX statement's ACCTID names
// its own account by the same metadata. The number whole, or masked (6222****7654) when exactly
// one account ends so.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB CNY
  account_id: "6214830212345678"
2020-01-01 open Assets:Bank:ICBC CNY
  account_id: "6222021001987654"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要';
const cmb = (counterparty: string) => Buffer.from(`${HEADER}\n2026-10-11,CNY,"-5,000.00","46,777.90",转账汇款,${counterparty},跨行转账\n`);
const CMB = { account: 'Assets:Bank:CMB', today: '2026-11-28' };

async function booked(ledger: string, counterparty: string, content = cmb(counterparty)) {
  const p = await plan(ledger, { ...CMB, content });
  expect(p.report.imported).toBe(1);
  return p;
}

describe("a 跨行转账 whose 对手信息 holds another own account's account_id", () => {
  it('moves the money to that account, unflagged and unwarned', async () => {
    const p = await booked(LEDGER, '张伟 6222021001987654');
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:CMB -5000.00 CNY', 'Assets:Bank:ICBC 5000.00 CNY']);
    expect(p.report.transactions[0]!.flag).toBe('*');
    expect(p.report.warnings).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
  it('reads the number masked, by its last four digits, when one account ends so', async () => {
    const p = await booked(LEDGER, '张伟 6222****7654');
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:CMB -5000.00 CNY', 'Assets:Bank:ICBC 5000.00 CNY']);
  });
  it('leaves a masked number that two accounts fit (6222…7654), and a number no account has, to the other guesses', async () => {
    const two = `${LEDGER}2020-01-01 open Assets:Bank:BOC CNY\n  account_id: "6222600000007654"\n`;
    for (const [ledger, counterparty] of [[two, '张伟 6222****7654'], [LEDGER, '张伟 6222021001980000']] as const) {
      const p = await booked(ledger, counterparty);
      expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:CMB -5000.00 CNY', 'Expenses:Uncategorized 5000.00 CNY']);
    }
  });
  it("never books the statement's own account as the other side", async () => {
    const p = await booked(LEDGER, '张伟 6214830212345678');
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:CMB -5000.00 CNY', 'Expenses:Uncategorized 5000.00 CNY']);
  });
  it("completes the receiving account's half when that statement came first (他行汇入, booked from Income:Uncategorized)", async () => {
    const icbc = Buffer.from(`${HEADER}\n2026-10-11,CNY,"5,000.00","17,000.00",他行汇入,张伟,\n`);
    const first = await plan(LEDGER, { account: 'Assets:Bank:ICBC', today: '2026-11-28', content: icbc });
    expect(postingLines(first.report.transactions[0]!)).toEqual(['Assets:Bank:ICBC 5000.00 CNY', 'Income:Uncategorized -5000.00 CNY']);
    const after = appended(LEDGER, first);
    const p = await booked(after, '张伟 6222021001987654');
    // the money reaches ICBC once: from CMB through Income:Uncategorized, which nets to zero
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Bank:CMB -5000.00 CNY', 'Income:Uncategorized 5000.00 CNY']);
  });
});

// A short account_id (8 digits, a savings account's) names the account only where it stands
// alone: digits of a longer number (a card number, an order number with a date in it), or the
// whole part of an amount (87654321.00), are no account number.
describe('a short account_id in the row text', () => {
  const SHORT = `${LEDGER}2020-01-01 open Assets:Bank:Savings CNY\n  account_id: "87654321"\n`;
  const other = async (counterparty: string) => postingLines((await booked(SHORT, counterparty)).report.transactions[0]!)[1];

  it('is not found inside a longer run of digits, nor as the whole part of an amount', async () => {
    for (const counterparty of ['张伟 6222087654321', '张伟 876543210', '订单20261011876543219', '张伟 87654321.00', '汇率 1.87654321']) {
      expect([counterparty, await other(counterparty)]).toEqual([counterparty, 'Expenses:Uncategorized 5000.00 CNY']);
    }
  });
  it('is found standing alone, beside words, and masked', async () => {
    for (const counterparty of ['张伟 87654321', '张伟 账号87654321', '张伟 87654321.', '张伟 8765****4321', '张伟 **4321']) {
      expect([counterparty, await other(counterparty)]).toEqual([counterparty, 'Assets:Bank:Savings 5000.00 CNY']);
    }
  });
});

// The counterparty's account number in a column of its own (对方户名 张伟 beside 对方账号
// 6222021001987654, as many banks' CSVs write it) was not read at all: the 跨行转账 to the 工商银行
// card went to Expenses:Uncategorized though its number is that card's account_id.
describe("the counterparty's account number in a column of its own", () => {
  const csv = (header: string, row: string) => Buffer.from(`交易日期,交易金额,余额,摘要,${header}\n2026-10-11,-5000.00,46777.90,跨行转账,${row}\n`);
  const other = async (header: string, row: string) => postingLines((await booked(LEDGER, '', csv(header, row))).report.transactions[0]!)[1];

  it('moves the money to the account whose account_id it is, beside the name or alone', async () => {
    for (const [header, row] of [['对方户名,对方账号', '张伟,6222021001987654'], ['对方账号', '6222021001987654'], ['对方户名,对方帐号', '张伟,6222 0210 0198 7654'], ['对方卡号,对方户名', '6222****7654,张伟']] as const) {
      expect([header, await other(header, row)]).toEqual([header, 'Assets:Bank:ICBC 5000.00 CNY']);
    }
  });
  it('keeps the payee and the narration as they were read, and a number no account has to the other guesses', async () => {
    const p = await booked(LEDGER, '', csv('对方户名,对方账号', '张伟,6222021001980000'));
    expect([p.report.transactions[0]!.payee, p.report.transactions[0]!.narration]).toEqual(['张伟', '跨行转账']);
    expect(postingLines(p.report.transactions[0]!)[1]).toBe('Expenses:Uncategorized 5000.00 CNY');
  });
});

// An account number written in groups of four (6222 0210 0198 7654) is the account_id written
// whole, and the reverse; still only where it stands alone: a group before or after it makes it
// part of a longer number (a 19-digit card number written 4-4-4-4-3).
describe('an account number written in groups of four', () => {
  const SAVINGS = `${LEDGER}2020-01-01 open Assets:Bank:Savings CNY\n  account_id: "87654321"\n`;
  const other = async (ledger: string, counterparty: string) => postingLines((await booked(ledger, counterparty)).report.transactions[0]!)[1];

  it('matches the account_id with the spaces ignored, either way round', async () => {
    const spaced = LEDGER.replace('"6222021001987654"', '"6222 0210 0198 7654"');
    for (const [ledger, counterparty, account] of [[LEDGER, '张伟 6222 0210 0198 7654', 'Assets:Bank:ICBC'], [spaced, '张伟 6222021001987654', 'Assets:Bank:ICBC'], [SAVINGS, '张伟 8765 4321', 'Assets:Bank:Savings'], [SAVINGS, '账号:8765 4321。', 'Assets:Bank:Savings']] as const) {
      expect([counterparty, await other(ledger, counterparty)]).toEqual([counterparty, `${account} 5000.00 CNY`]);
    }
  });
  it('is no match as part of a longer grouped number', async () => {
    for (const [ledger, counterparty] of [[LEDGER, '张伟 6222 0210 0198 7654 321'], [LEDGER, '张伟 1234 6222 0210 0198 7654'], [SAVINGS, '张伟 1234 8765 4321'], [SAVINGS, '张伟 8765 4321 1234'], [SAVINGS, '张伟 8765 4321.00']] as const) {
      expect([counterparty, await other(ledger, counterparty)]).toEqual([counterparty, 'Expenses:Uncategorized 5000.00 CNY']);
    }
  });
});
