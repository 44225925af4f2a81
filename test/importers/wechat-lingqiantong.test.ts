// WeChat's 零钱通 moves name both sides in one text: `转入零钱通-来自工商银行(9876)` (paid by the
// bank card, so the method names the bank too) and `零钱通转出-到工商银行(9876)`. The receiving
// side is the account the row names that is not the one the money leaves by; 零钱通 itself is the
// statement's own account (Assets:WeChat), with or without an alias that says so.
import { describe, expect, it } from 'vitest';
import { importTwice, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const HEAD = `微信支付账单明细,,,,,,,,,,
微信昵称：[测试],,,,,,,,,,
起始时间：[2026-05-01 00:00:00] 终止时间：[2026-05-31 23:59:59],,,,,,,,,,
,,,,,,,,,,
----------------------微信支付账单明细列表--------------------,,,,,,,,,,
交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
`;

function wechat(rows: readonly string[]): Buffer {
  return Buffer.from(`\ufeff${HEAD}${rows.join('\n')}\n`, 'utf8');
}

const IN = '2026-05-26 08:00:00,转入零钱通-来自工商银行(9876),/,/,/,¥2000.00,工商银行(9876),支付成功,1800001202605266666666666\t,/\t,/';
const OUT = '2026-05-27 08:00:00,零钱通转出-到工商银行(9876),/,/,/,¥500.00,零钱通,支付成功,1800001202605277777777777\t,/\t,/';
const OUT_TO = '2026-05-28 08:00:00,零钱通转出到工商银行(9876),/,/,/,¥300.00,零钱通,支付成功,1800001202605288888888888\t,/\t,/';

const ledger = (wechatAlias: string) => `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
  alias: "${wechatAlias}"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行"
`;

type Txn = { narration: string; postings: { account: string; units: { number: string; currency: string } }[] };
const lines = (txns: unknown[]) => (txns as Txn[]).map((t) => [t.narration, ...postingLines(t)]);

describe('WeChat 零钱通 moves that name the bank on both ends', () => {
  for (const alias of ['微信,零钱', '微信']) {
    it(`books money in from the bank and out to it between the bank and the wallet (WeChat alias "${alias}")`, async () => {
      const text = ledger(alias);
      const { first, second, after } = await importTwice(text, { content: wechat([IN, OUT, OUT_TO]), account: 'Assets:WeChat', today: '2026-06-01' });
      expect(first.report.skipped_rows).toEqual([]);
      expect(lines(first.report.transactions)).toEqual([
        ['转入零钱通-来自工商银行(9876)', 'Assets:Bank:ICBC -2000.00 CNY', 'Assets:WeChat 2000.00 CNY'],
        ['零钱通转出-到工商银行(9876)', 'Assets:WeChat -500.00 CNY', 'Assets:Bank:ICBC 500.00 CNY'],
        ['零钱通转出到工商银行(9876)', 'Assets:WeChat -300.00 CNY', 'Assets:Bank:ICBC 300.00 CNY'],
      ]);
      expect([second.report.imported, second.report.duplicates]).toEqual([0, 3]);
      const check = beanCheck(after);
      if (check) expect(check.errors).toBe('');
    });
  }

  it('takes another own account the text names when the money comes from one bank and goes to another', async () => {
    const row = '2026-05-29 08:00:00,转账-来自工商银行(9876)-到招商银行(1234),/,/,/,¥100.00,工商银行(9876),支付成功,1800001202605299999999999\t,/\t,/';
    const p = await plan(ledger('微信'), { content: wechat([row]), account: 'Assets:WeChat', today: '2026-06-01' });
    expect(lines(p.report.transactions)).toEqual([['转账-来自工商银行(9876)-到招商银行(1234)', 'Assets:Bank:ICBC -100.00 CNY', 'Assets:Bank:CMB 100.00 CNY']]);
  });

  it('still skips a move whose text names no account but the one the money leaves by', async () => {
    const row = '2026-05-29 08:00:00,转账-来自工商银行(9876),/,/,/,¥100.00,工商银行(9876),支付成功,1800001202605299999999999\t,/\t,/';
    const p = await plan(ledger('微信'), { content: wechat([row]), account: 'Assets:WeChat', today: '2026-06-01' });
    expect(p.report.imported).toBe(0);
    expect(p.report.skipped_rows).toEqual([{ row: 7, reason: expect.stringMatching(/^move between own accounts .* with no second account/) }]);
  });
});

describe('WeChat 零钱通 moves when 零钱通 has an account of its own', () => {
  const withLingQianTong = `${ledger('微信')}2020-01-01 open Assets:WeChat:LQT CNY
  alias: "零钱通"
`;

  it('books money into 零钱通 and out of it on that account, both ways', async () => {
    const { first, second, after } = await importTwice(withLingQianTong, { content: wechat([IN, OUT]), account: 'Assets:WeChat', today: '2026-06-01' });
    expect(first.report.skipped_rows).toEqual([]);
    expect(lines(first.report.transactions)).toEqual([
      ['转入零钱通-来自工商银行(9876)', 'Assets:Bank:ICBC -2000.00 CNY', 'Assets:WeChat:LQT 2000.00 CNY'],
      ['零钱通转出-到工商银行(9876)', 'Assets:WeChat:LQT -500.00 CNY', 'Assets:Bank:ICBC 500.00 CNY'],
    ]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 2]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });
});
