// Import and NLP classified the same words differently: a WeChat 微信红包 went to Income:Uncategorized
// though Income:RedPacket is open (NLP books it there), an OFX memo 房租 to Expenses:Uncategorized
// though Expenses:Housing:Rent is open, a bank's ATM取款 to Expenses:Uncategorized though it moves
// money to Assets:Cash. The keyword table knows the common statement words, and still names an
// account only by its own last part (or an alias equal to the hint), never a sibling by its parent.
import { describe, expect, it } from 'vitest';
import { appended, ofxStatement, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';
import type { ImportPlan } from '../../src/importers/import-statement.ts';

const counterOf = (p: ImportPlan) => p.report.transactions.map((t) => postingLines(t)[1]);

function expectBeanCheckClean(ledger: string, p: ImportPlan): void {
  const check = beanCheck(appended(ledger, p));
  if (check) expect(check.errors).toBe('');
}

describe('a WeChat red packet received', () => {
  const header = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
  const wechat = Buffer.from([header, '2025-11-23 18:20:00,微信红包,老妈,/,收入,¥66.00,/,已存入零钱,R1,/,/', '2025-11-24 18:20:00,微信红包,小李,/,支出,¥20.00,零钱,支付成功,R2,/,/', ''].join('\n'));
  const base = `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
`;

  it('goes to Income:RedPacket when it is open, and one sent to an Expenses gifts account', async () => {
    const ledger = `${base}2020-01-01 open Income:RedPacket CNY\n2020-01-01 open Expenses:Gifts CNY\n`;
    const p = await plan(ledger, { content: wechat, account: 'Assets:WeChat' });
    expect(counterOf(p)).toEqual(['Income:RedPacket -66.00 CNY', 'Expenses:Gifts 20.00 CNY']);
    expect(p.report.warnings).toEqual([]);
    expectBeanCheckClean(ledger, p);
  });

  it('is Uncategorized, warned, without such an account', async () => {
    const p = await plan(base, { content: wechat, account: 'Assets:WeChat' });
    expect(counterOf(p)).toEqual(['Income:Uncategorized -66.00 CNY', 'Expenses:Uncategorized 20.00 CNY']);
    expect(p.report.warnings.map((w) => w.row)).toEqual([2, 3]);
  });
});

describe('an OFX memo 房租', () => {
  it('goes to Expenses:Housing:Rent, the rent account, not its parent or a sibling', async () => {
    const ledger = `option "operating_currency" "USD"
2020-01-01 open Assets:Checking USD
2020-01-01 open Expenses:Housing
2020-01-01 open Expenses:Housing:Furniture
2020-01-01 open Expenses:Housing:Rent
2020-01-01 open Income:Interest
`;
    const ofx = ofxStatement([
      ['20240112', '-4500.00', 'F1', 'LANDLORD WANG', '房租'],
      ['20240113', '-1200.00', 'F2', 'ACME', 'RENT FEB'],
      ['20240114', '-30.00', 'F3', 'CURRENT ACCOUNT', 'monthly statement'],
      ['20240115', '3.21', 'F4', 'INTEREST', 'Interest payment'],
    ]);
    const p = await plan(ledger, { content: ofx, account: 'Assets:Checking' });
    // `rent` is a word, not letters of CURRENT; Expenses:Housing is the rent's parent, not the rent
    expect(counterOf(p)).toEqual(['Expenses:Housing:Rent 4500.00 USD', 'Expenses:Housing:Rent 1200.00 USD', 'Expenses:Uncategorized 30.00 USD', 'Income:Interest -3.21 USD']);
    expectBeanCheckClean(ledger, p);
  });
});

describe('a bank statement\'s cash, salary, interest, fees and bills', async () => {
  const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Assets:Cash CNY
2020-01-01 open Income:Salary CNY
2020-01-01 open Income:Interest CNY
2020-01-01 open Expenses:Fees CNY
2020-01-01 open Expenses:Utilities:Electric CNY
2020-01-01 open Expenses:Utilities:Water CNY
2020-01-01 open Expenses:Transport:Fuel CNY
2020-01-01 open Expenses:Shopping:GiftCards CNY
`;
  const csv = Buffer.from(
    [
      '交易日期,收入,支出,交易类型,交易备注',
      '20251110,,100.00,ATM取款,ATM取款',
      '20251110,,2.00,ATM取款手续费,跨行取款手续费',
      '20251115,12000.00,,代发工资,XX科技有限公司工资',
      '20251121,1.23,,结息,活期结息',
      '20251122,,80.00,缴费,水费',
      '20251123,,120.00,缴费,国家电网电费',
      '20251124,,35.00,快捷支付,滴滴出行',
      '20251125,,200.00,快捷支付,发红包',
      '20251126,500.00,,现金存入,现金存入',
      '',
    ].join('\n'),
  );
  const p = await plan(ledger, { content: csv, account: 'Assets:Bank:CMB' });

  it('finds the ledger\'s own accounts for them: an ATM withdrawal moves money to Assets:Cash, its fee is a fee, water is not electricity', () => {
    expect(counterOf(p)).toEqual([
      'Assets:Cash 100.00 CNY',
      'Expenses:Fees 2.00 CNY',
      'Income:Salary -12000.00 CNY',
      'Income:Interest -1.23 CNY',
      'Expenses:Utilities:Water 80.00 CNY',
      'Expenses:Utilities:Electric 120.00 CNY',
      // a taxi is no fuel, a red packet no gift card: Uncategorized
      'Expenses:Uncategorized 35.00 CNY',
      'Expenses:Uncategorized 200.00 CNY',
      'Assets:Cash -500.00 CNY',
    ]);
    expectBeanCheckClean(ledger, p);
  });
});

describe('an account the table finds by an alias equal to its hint', () => {
  it('takes the row when its words are another of the rule\'s (租金 for an account aliased 房租)', async () => {
    const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Home:Monthly CNY
  alias: "房租"
`;
    const csv = Buffer.from('日期,摘要,金额\n2025-03-01,3月租金,-3000.00\n');
    const p = await plan(ledger, { content: csv, account: 'Assets:Bank', mapping: { 日期: 'date', 摘要: 'narration', 金额: 'amount' } });
    expect(counterOf(p)).toEqual(['Expenses:Home:Monthly 3000.00 CNY']);
  });
});

describe('a refund whose purchase the ledger does not have', () => {
  it('goes to an Income refunds account when nothing says what was bought', async () => {
    const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Income:Refunds CNY
`;
    const csv = Buffer.from('Date,Description,Amount\n2025-03-01,退款 订单123,45.00\n');
    const p = await plan(ledger, { content: csv, account: 'Assets:Bank' });
    expect(counterOf(p)).toEqual(['Income:Refunds -45.00 CNY']);
  });
});

// QA of session 26 on the starter ledger: an Alipay row of category 服饰装扮 (优衣库) and a KTV bill
// went to Expenses:Uncategorized, though Expenses:Shopping and Expenses:Entertainment are open.
describe('clothes and karaoke on the starter ledger', () => {
  it('are shopping and entertainment', async () => {
    const { STARTER_LEDGER } = await import('../../src/auth/starter-ledger.ts');
    const header = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
    const alipay = Buffer.from([
      header,
      '2025-03-01 12:00:00,服饰装扮,优衣库,,羊毛衫,支出,199.00,余额,交易成功,A1,,',
      '2025-03-02 22:00:00,休闲娱乐,某某KTV,,包厢,支出,300.00,余额,交易成功,A2,,',
      '',
    ].join('\n'));
    const p = await plan(STARTER_LEDGER, { content: alipay, account: 'Assets:Alipay' });
    expect(counterOf(p)).toEqual(['Expenses:Shopping 199.00 CNY', 'Expenses:Entertainment 300.00 CNY']);
    expectBeanCheckClean(STARTER_LEDGER, p);
  });
});
