// Shared by the tests of matches across uploads: a ledger with one transaction typed by hand of
// three items (早餐 午饭 晚饭: WeChat -73 against 8, 25 and 40), and WeChat exports to upload.
export const ITEMIZED_LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Expenses:Food:Breakfast
2020-01-01 open Expenses:Food:Dining

2025-07-01 * "早餐 午饭 晚饭"
  Expenses:Food:Breakfast  8 CNY
  Expenses:Food:Dining  25 CNY
  Expenses:Food:Dining  40 CNY
  Assets:WeChat  -73 CNY
`;

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';

/** A WeChat export (its title line, the header, then `rows`). */
export const wechat = (...rows: string[]) => Buffer.from(['微信支付账单明细,,,,,,,,,,', HEADER, ...rows].join('\n') + '\n');

/** A WeChat payment of `amount` out of 零钱, its 交易单号 ending in `id`. */
export const paid = (time: string, payee: string, amount: string, id: string) => `${time},商户消费,${payee},"${payee}",支出,¥${amount},零钱,支付成功,42000000002025070${id}\t,'M${id}\t,/`;
