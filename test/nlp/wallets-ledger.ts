// The small ledger of wallets, cards and categories that the NLP tests written on 2026-11-26
// share (each adds the accounts its sentences need): Alipay, WeChat, two banks, a friend's
// receivable, a credit card, a generic payable, income and a few spending categories.
import { Ledger } from '../../src/ledger/ledger.ts';

const WALLETS = `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2020-01-01 open Liabilities:Payables
2020-01-01 open Income:Salary CNY
2020-01-01 open Income:Interest CNY
2020-01-01 open Income:RedPacket CNY
2020-01-01 open Income:Other CNY
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Gifts
2020-01-01 open Expenses:Interest
2020-01-01 open Expenses:Misc
`;

/** The shared ledger, with `more` (further directives) after its own, named `file`. */
export function walletsLedger(file: string, more = ''): Ledger {
  return Ledger.fromText(WALLETS + more, file);
}
