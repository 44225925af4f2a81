// A card word given as an alias (信用卡 to the CMB card) was taken for any bank's card of that
// kind: `工商银行信用卡(1111)`, a card the ledger has no account for, was booked to the CMB card
// without a word, and the CMB card's balance was then off by the payment. A text naming another
// bank than the account's is not that account's by a bare card word: the statement's account
// pays, warned, as for any card no account is aliased for.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招商银行信用卡,信用卡"
2025-01-01 open Assets:Wallet:WeChat CNY
  alias: "微信,零钱"
2025-01-01 open Expenses:Shopping
  alias: "优衣库"
`;

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const paidBy = (method: string, ledger = LEDGER) =>
  plan(ledger, { content: Buffer.from([HEADER, `2026-01-19 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,${method},支付成功,4200001,66001,"/"`, ''].join('\n')), account: 'Assets:Wallet:WeChat', today: '2026-02-01' });

describe('a card word alias and a method naming another bank', () => {
  it('another bank of the ledger (工商银行, a debit account) with 信用卡: not the CMB card', async () => {
    const p = await paidBy('工商银行信用卡(1111)');
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Wallet:WeChat -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
    expect(p.report.transactions[0]!.flag).toBe('!');
    expect(p.report.warnings.map((w) => w.message)).toEqual([
      'paid by 工商银行信用卡(1111), a credit card, but no Liabilities account is aliased or named for it: booked to Assets:Wallet:WeChat; give the card\'s account an alias (e.g. "工商银行信用卡") and book it there (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)',
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('a bank no account is named after (中国银行信用卡): not the CMB card either', async () => {
    const p = await paidBy('中国银行信用卡(2222)');
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Wallet:WeChat -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
    expect(p.report.warnings).toHaveLength(1);
  });

  it('the card word alone, or with the account\'s own bank, is still that card', async () => {
    for (const method of ['信用卡(1111)', '招商银行信用卡(1111)', '招行信用卡(1111)']) {
      const p = await paidBy(method);
      expect(p.report.transactions.map(postingLines), method).toEqual([['Liabilities:CreditCard:CMB -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
      expect(p.report.warnings, method).toEqual([]);
    }
  });

  it('a card account named after no bank keeps its card word for any bank (it may be that bank\'s card)', async () => {
    const p = await paidBy('工商银行信用卡(1111)', LEDGER.replace('Liabilities:CreditCard:CMB CNY\n  alias: "招商银行信用卡,信用卡"', 'Liabilities:CreditCard CNY\n  alias: "信用卡"'));
    expect(p.report.transactions.map(postingLines)).toEqual([['Liabilities:CreditCard -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
  });
});
