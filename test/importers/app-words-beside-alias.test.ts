// A payment app's account takes the app's words that no account has as an alias, also when it has
// one of them as its own (QA: Assets:WeChat aliased 微信 lost 财付通, so a bank's top-up paid to
// 财付通支付科技有限公司 was booked as spending, and WeChat's own 零钱充值 row then taken for its
// duplicate: WeChat ended 500 short). A word another account has stays that account's.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const BANK = Buffer.from('交易日期,摘要,对方户名,收入金额,支出金额,账户余额\n20261003,快捷支付,财付通支付科技有限公司,,500.00,"34,500.00"\n');

const ledger = (wechat: string, more = '') => `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
${wechat}
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行"
${more}`;

async function topUp(text: string): Promise<string[]> {
  const p = await plan(text, { content: BANK, account: 'Assets:Bank:CMB', today: '2026-12-31' });
  expect(p.report.transactions).toHaveLength(1);
  return postingLines(p.report.transactions[0]!);
}

describe('a bank row paid to 财付通 when the WeChat account has an alias', () => {
  it.each(['', '  alias: "微信"', '  alias: "微信, 零钱"', '  alias: "wechat"'])('moves the money into Assets:WeChat (%j)', async (alias) => {
    expect(await topUp(ledger(alias))).toEqual(['Assets:Bank:CMB -500.00 CNY', 'Assets:WeChat 500.00 CNY']);
  });

  it('moves it into the one account aliased after the app, whatever its name', async () => {
    const text = `option "operating_currency" "CNY"
2020-01-01 open Assets:Phone:Wallet CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
`;
    expect(await topUp(text)).toEqual(['Assets:Bank:CMB -500.00 CNY', 'Assets:Phone:Wallet 500.00 CNY']);
  });

  it('leaves 财付通 to the account that has it as its alias', async () => {
    const text = ledger('  alias: "微信"', '2020-01-01 open Assets:Tenpay CNY\n  alias: "财付通"\n');
    expect(await topUp(text)).toEqual(['Assets:Bank:CMB -500.00 CNY', 'Assets:Tenpay 500.00 CNY']);
  });
});
