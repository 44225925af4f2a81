// The ledger of the landlord QA of session 42 (its opens only): the starter
// ledger with two flats let (朝阳, 海淀): their rent, the deposits held for their tenants (Liabilities),
// what is kept of a deposit, money paid for a tenant, the flats' costs, a mortgage and the tax on rent.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

export const LANDLORD_LEDGER = `${STARTER_LEDGER}
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行,银行卡,银行转账"

2025-01-01 open Income:Rent:Chaoyang CNY
  alias: "朝阳房租,朝阳租金"

2025-01-01 open Income:Rent:Haidian CNY
  alias: "海淀房租,海淀租金"

2025-01-01 open Liabilities:Deposits:Chaoyang CNY
  alias: "朝阳押金"

2025-01-01 open Liabilities:Deposits:Haidian CNY
  alias: "海淀押金"

2025-01-01 open Income:Rent:Damage CNY
  alias: "扣押金,押金扣款,赔偿"

2025-01-01 open Assets:Receivables:Tenant CNY
  alias: "租客欠款,代垫,垫付"

2025-01-01 open Expenses:Rental:PropertyFee CNY
  alias: "物业费"

2025-01-01 open Expenses:Rental:Agency CNY
  alias: "中介费"

2025-01-01 open Expenses:Rental:Repair CNY
  alias: "维修,修墙,修理"

2025-01-01 open Liabilities:Mortgage:Chaoyang CNY
  alias: "房贷,按揭"

2025-01-01 open Expenses:Rental:MortgageInterest CNY
  alias: "房贷利息"

2025-01-01 open Expenses:Tax:Rental CNY
  alias: "房产税,个税"
`;
