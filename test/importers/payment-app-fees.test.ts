// Fees that payment apps state beside a movement: WeChat's 零钱提现 of ¥100.10 whose 备注 says
// 服务费¥0.10 takes ¥100.10 out of the wallet and puts ¥100.00 in the bank; the older Alipay
// export has a 服务费（元） column. The fee is its own posting, so the bank's row of ¥100.00 is the
// same movement whichever statement is imported first.
import { describe, expect, it } from 'vitest';
import { appended, balances, importAll, ledgerText, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = ledgerText(); // has Expenses:Food:Coffee, no account for fees
const WITH_FEES = `${LEDGER}
2020-01-01 open Expenses:Fees
`;
const WITH_ALIASED_FEES = `${LEDGER}
2020-01-01 open Expenses:Bank:Charges
  alias: "手续费, 服务费"
2020-01-01 open Expenses:Fees
`;

const WECHAT_HEAD = `微信支付账单明细,,,,,,,,,,
微信昵称：[测试],,,,,,,,,,
起始时间：[2024-01-01 00:00:00] 终止时间：[2024-01-31 23:59:59],,,,,,,,,,
,,,,,,,,,,
----------------------微信支付账单明细列表--------------------,,,,,,,,,,
交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
`;
const WITHDRAWAL = '2024-01-20 16:29:37,零钱提现,招商银行(1234),/,/,¥100.10,招商银行(1234),提现已到账,207240120100077140000000001\t,/\t,服务费¥0.10';
const LUNCH = '2024-01-21 12:00:00,商户消费,某餐厅,午饭,支出,¥25.00,零钱,支付成功,4200001111202401210000000002\t,/\t,/';
const WECHAT = { content: Buffer.from(`\ufeff${WECHAT_HEAD}${WITHDRAWAL}\n${LUNCH}\n`), account: 'Assets:WeChat' };
const BANK = { content: Buffer.from('Date,Description,Amount\n2024-01-20,微信零钱提现,100.00\n'), account: 'Assets:CMB:Debit' };



function expectClean(text: string) {
  const check = beanCheck(text);
  if (check) expect(check.errors).toBe('');
}

describe('WeChat 零钱提现 with 服务费 in 备注', () => {
  it('moves the amount out of the wallet, the amount less the fee into the bank, and the fee to Expenses:Fees', async () => {
    const p = await plan(WITH_FEES, WECHAT);
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:WeChat -100.10 CNY', 'Assets:CMB:Debit 100.00 CNY', 'Expenses:Fees 0.10 CNY']);
    // a row without a fee keeps its two postings
    expect(p.report.transactions[1]!.postings).toHaveLength(2);
    expectClean(appended(WITH_FEES, p));
  });

  it('prefers an Expenses account whose alias says 手续费/服务费', async () => {
    const p = await plan(WITH_ALIASED_FEES, WECHAT);
    expect(postingLines(p.report.transactions[0]!)[2]).toBe('Expenses:Bank:Charges 0.10 CNY');
  });

  it('books the fee to Expenses:Uncategorized when no account is for fees (not Expenses:Food:Coffee)', async () => {
    const p = await plan(LEDGER, WECHAT);
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:WeChat -100.10 CNY', 'Assets:CMB:Debit 100.00 CNY', 'Expenses:Uncategorized 0.10 CNY']);
    expect(p.directives.filter((d) => d.type === 'open').map((d) => d.type === 'open' && d.account)).toContain('Expenses:Uncategorized');
    expectClean(appended(LEDGER, p));
  });

  it('ends with the same balances whether the bank row or the WeChat row comes first, and re-imports nothing', async () => {
    const wechatFirst = await importAll(WITH_FEES, [WECHAT, BANK, WECHAT, BANK]);
    const bankFirst = await importAll(WITH_FEES, [BANK, WECHAT, BANK, WECHAT]);
    // the bank's ¥100.00 is the withdrawal the WeChat row booked
    expect(wechatFirst.reports[1]!).toMatchObject({ imported: 0, duplicates: 1 });
    // the bank row, booked first as a move from WeChat (alias 微信), lacks the fee: the WeChat row adds it
    expect(bankFirst.reports[0]!.transactions.map(postingLines)).toEqual([['Assets:CMB:Debit 100.00 CNY', 'Assets:WeChat -100.00 CNY']]);
    expect(bankFirst.reports[1]!.transactions.map(postingLines)[0]).toEqual(['Assets:WeChat -0.10 CNY', 'Expenses:Fees 0.10 CNY']);
    expect(bankFirst.reports[1]!.duplicates).toBe(0);
    for (const run of [wechatFirst, bankFirst]) expect(run.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
    const after = balances(wechatFirst.text);
    expect([after['Assets:WeChat CNY'], after['Assets:CMB:Debit CNY'], after['Expenses:Fees CNY']]).toEqual(['-125.10', '100.00', '0.10']);
    expect(balances(bankFirst.text)).toEqual(after);
    expectClean(bankFirst.text);
  });
});

describe('the older Alipay export\'s 服务费（元） column', () => {
  const header = '交易号,商户订单号,交易创建时间,付款时间,最近修改时间,交易来源地,类型,交易对方,商品名称,金额（元）,收/支,交易状态,服务费（元）,成功退款（元）,备注,资金状态,';
  const rows = [
    '2021032420001000001111111111\t,,2021-03-24 11:11:11,2021-03-24 11:11:11,2021-03-24 11:11:11,支付宝网站,即时到账交易,招商银行,提现-实时提现,100.10,,交易成功,0.10,0.00,,资金转移,',
    '2021032520001000002222222222\t,,2021-03-25 09:00:00,2021-03-25 09:00:00,2021-03-25 09:00:00,其他（包括阿里巴巴和外部商家）,即时到账交易,王五,收款,200.00,收入,交易成功,1.20,0.00,,已收入,',
    '2021033122001400003333333333\t,T1\t,2021-03-31 21:32:14,2021-03-31 21:32:20,2021-03-31 21:32:20,其他（包括阿里巴巴和外部商家）,即时到账交易,美团外卖,午饭,25.00,支出,交易成功,0.00,0.00,,已支出,',
  ];
  const content = Buffer.from(['支付宝交易记录明细查询', '账号:[20880012345678900156]', '---------------------------------交易记录明细列表------------------------------------', header, ...rows].join('\n') + '\n');

  it('books the fee as its own posting: a withdrawal reaches the bank less it, money in arrives less it', async () => {
    const p = await plan(WITH_FEES, { content, account: 'Assets:Alipay' });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Alipay -100.10 CNY', 'Assets:CMB:Debit 100.00 CNY', 'Expenses:Fees 0.10 CNY'],
      ['Assets:Alipay 198.80 CNY', 'Income:Uncategorized -200.00 CNY', 'Expenses:Fees 1.20 CNY'],
      ['Assets:Alipay -25.00 CNY', 'Expenses:Uncategorized 25.00 CNY'],
    ]);
    expectClean(appended(WITH_FEES, p));
  });

  it('skips a row whose fee is not less than its amount as unreadable', async () => {
    const bad = '2021032620001000004444444444\t,,2021-03-26 09:00:00,2021-03-26 09:00:00,2021-03-26 09:00:00,支付宝网站,即时到账交易,某人,收款,1.00,收入,交易成功,1.00,0.00,,已收入,';
    const p = await plan(WITH_FEES, { content: Buffer.from(content.toString() + bad + '\n'), account: 'Assets:Alipay' });
    expect(p.report.skipped_rows).toEqual([{ row: 8, reason: 'unreadable row: the fee 1.00 is not less than the amount 1.00' }]);
  });
});
