// Expat QA of session 48, finding 7: an Alipay red packet received from a friend whose receivable's
// alias names her (`转账红包, Lisa, 收红包, 收入, 88.00`) was booked as her paying back a debt she never had
// (Assets:Receivables:Lisa -88). The row's own category says what the money was: a gift. Money from her
// that the statement does not say is anything else still goes to her receivable, warned, as before.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-05-01 open Assets:Alipay CNY
2026-05-01 open Assets:Receivables:Lisa CNY
  alias: "lisa"
2026-05-01 open Income:Gifts CNY
  alias: "red envelope,hongbao,red packet"
2026-05-01 open Expenses:Uncategorized
2026-05-01 open Income:Uncategorized
`;
const HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
const alipay = (...rows: string[]) => ({ account: 'Assets:Alipay', today: '2026-11-29', content: Buffer.from([HEADER, ...rows].join('\n') + '\n') });

describe('money in from a person whose receivable names her', () => {
  it('is a gift when the statement says it is a red packet', async () => {
    const p = await plan(LEDGER, alipay('2026-11-28 21:05:33,转账红包,Lisa,lis***@qq.com,收红包,收入,88.00,余额,交易成功,20261128200040011100990012345678,,'));
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Alipay 88.00 CNY', 'Income:Gifts -88.00 CNY']);
  });

  it('is still her receivable paid back when nothing says what it was', async () => {
    const p = await plan(LEDGER, alipay('2026-11-28 21:05:33,转账,Lisa,lis***@qq.com,转账,收入,88.00,余额,交易成功,20261128200040011100990012345679,,'));
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Alipay 88.00 CNY', 'Assets:Receivables:Lisa -88.00 CNY']);
  });
});
