// The tea shop of session 36's QA rounds, as its NLP tests use it: the wallets, the receivable,
// sales, packaging and the supplier's payable always; shipping, platform fees and wages where a
// test needs them; and the payee records each test says.

const CORE_HEAD = `option "operating_currency" "CNY"
2026-10-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-10-01 open Assets:WeChat CNY
  alias: "微信,微信支付"
2026-10-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行"
2026-10-01 open Assets:Receivable:Customers CNY
  alias: "应收,客户欠款"
2026-10-01 open Income:Sales CNY
  alias: "销售,卖出,货款收入"
`;
const SHIPPING = `2026-10-01 open Expenses:Shipping CNY
  alias: "运费,快递费,快递,顺丰,邮费"
`;
const SALARY = `2026-10-01 open Expenses:Salary CNY
  alias: "工资,员工工资"
`;
const CORE_TAIL = `2026-10-01 open Expenses:Packaging CNY
  alias: "包装盒,包装,包装袋"
2026-10-01 open Liabilities:Supplier CNY
  alias: "供应商,应付"
2026-10-01 open Equity:Opening-Balances CNY
`;

export interface ShopPayee {
  readonly name: string;
  readonly account: string;
  readonly alias?: string;
}

/** The shop's ledger: `platformFees` is the alias of Expenses:PlatformFees (absent: no such account). */
export function shopLedger(parts: { shipping?: boolean; platformFees?: string; salary?: boolean; payees: readonly ShopPayee[] }): string {
  const payees = parts.payees.map((p) => `2026-10-01 custom "payee" "${p.name}"\n  account: "${p.account}"\n${p.alias === undefined ? '' : `  alias: "${p.alias}"\n`}`);
  return [
    CORE_HEAD,
    parts.shipping ? SHIPPING : '',
    parts.platformFees === undefined ? '' : `2026-10-01 open Expenses:PlatformFees CNY\n  alias: "${parts.platformFees}"\n`,
    parts.salary ? SALARY : '',
    CORE_TAIL,
    ...payees,
  ].join('');
}

/** 老陈, the tea supplier, recorded on the payable. */
export const LAO_CHEN: ShopPayee = { name: '老陈', account: 'Liabilities:Supplier' };
