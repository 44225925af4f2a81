// WeChat's moves between its own two balances, 零钱 and 零钱通 (`零钱通转出-到零钱`, `转入零钱通-来自零钱`):
// when both are the statement's account there is nothing to book, and the skipped row says so;
// when the ledger gives 零钱通 an account of its own (an alias), the move is booked between the
// two accounts, each the way the money went.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

function wechat(rows: readonly string[]): Buffer {
  return Buffer.from(`交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注\n${rows.join('\n')}\n`, 'utf8');
}

const TO_CHANGE = '2025-05-26 08:00:00,零钱通转出-到零钱,/,/,/,¥200.00,零钱通,支付成功,1800001202505261111111111\t,/\t,/';
const FROM_CHANGE = '2025-05-27 08:00:00,转入零钱通-来自零钱,/,/,/,¥300.00,零钱,支付成功,1800001202505272222222222\t,/\t,/';
const FILE = wechat([TO_CHANGE, FROM_CHANGE]);

const ledger = (accounts: string) => `option "operating_currency" "CNY"
${accounts}
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
`;

describe('WeChat moves between 零钱 and 零钱通', () => {
  it('are skipped as moves within the WeChat account itself, not as a missing alias', async () => {
    for (const alias of ['微信', '微信, 零钱', '微信, 零钱通']) {
      const p = await plan(ledger(`2020-01-01 open Assets:WeChat CNY\n  alias: "${alias}"`), { content: FILE, account: 'Assets:WeChat' });
      expect(p.report.imported).toBe(0);
      expect(p.report.skipped_rows).toEqual([
        { row: 2, reason: 'a move within Assets:WeChat itself (零钱通 -> 零钱通转出-到零钱): 零钱 and 零钱通 are both its balance, so there is nothing to book' },
        { row: 3, reason: 'a move within Assets:WeChat itself (零钱 -> 转入零钱通-来自零钱): 零钱 and 零钱通 are both its balance, so there is nothing to book' },
      ]);
    }
  });

  it('still asks for an alias when the other end is a bank the ledger does not name', async () => {
    const fromBank = wechat(['2025-05-28 08:00:00,转入零钱通-来自建设银行(1111),/,/,/,¥50.00,建设银行(1111),支付成功,1800001202505283333333333\t,/\t,/']);
    const p = await plan(ledger('2020-01-01 open Assets:WeChat CNY\n  alias: "微信"'), { content: fromBank, account: 'Assets:WeChat' });
    expect(p.report.skipped_rows.map((s) => s.reason)).toEqual(['move between own accounts (建设银行(1111) -> 转入零钱通-来自建设银行(1111)) with no second account: give that account an alias']);
  });

  it('are booked between WeChat and a 零钱通 account of its own, each the way the money went', async () => {
    const accounts = '2020-01-01 open Assets:WeChat CNY\n  alias: "微信, 零钱"\n2020-01-01 open Assets:WeChat:LingQianTong CNY\n  alias: "零钱通"';
    const p = await plan(ledger(accounts), { content: FILE, account: 'Assets:WeChat' });
    expect(p.report.transactions.map((t) => [t.narration, ...postingLines(t)])).toEqual([
      ['零钱通转出-到零钱', 'Assets:WeChat:LingQianTong -200.00 CNY', 'Assets:WeChat 200.00 CNY'],
      ['转入零钱通-来自零钱', 'Assets:WeChat -300.00 CNY', 'Assets:WeChat:LingQianTong 300.00 CNY'],
    ]);
  });
});
