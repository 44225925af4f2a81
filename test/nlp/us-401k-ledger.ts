// A US user's ledger shaped like bean-example's (QA of session 42): checking at BofA, the Chase
// Slate card, a 401k whose money is Assets:US:Vanguard:Cash (no account says 401k: the employer's
// match, Income:US:Babble:Match401k, goes there), the contributions counted in IRAUSD on
// Assets:US:Federal:PreTax401k, no Expenses:Uncategorized.
export const US_401K_LEDGER = `option "operating_currency" "USD"
2024-01-01 commodity IRAUSD
2024-01-01 open Assets:US:BofA:Checking USD
2024-01-01 open Liabilities:US:Chase:Slate USD
2024-01-01 open Assets:US:Vanguard:Cash USD
2024-01-01 open Assets:US:Vanguard:VBMPX VBMPX
2024-01-01 open Income:US:Babble:Salary USD
2024-01-01 open Income:US:Babble:Match401k USD
2024-01-01 open Income:US:Federal:PreTax401k IRAUSD
2024-01-01 open Assets:US:Federal:PreTax401k IRAUSD
2024-01-01 open Expenses:Taxes:Y2026:US:Federal:PreTax401k IRAUSD
2024-01-01 open Expenses:Food:Restaurant
2024-01-01 open Expenses:Travel:Hotel

2026-10-02 * "Babble" "Payroll"
  Assets:US:BofA:Checking  1350.60 USD
  Assets:US:Vanguard:Cash  1200.00 USD
  Income:US:Babble:Salary  -2550.60 USD
  Assets:US:Federal:PreTax401k  -1200.00 IRAUSD
  Expenses:Taxes:Y2026:US:Federal:PreTax401k  1200.00 IRAUSD

2026-10-05 * "Employer match for contribution"
  Assets:US:Vanguard:Cash  600.00 USD
  Income:US:Babble:Match401k  -600.00 USD

2026-10-06 * "lunch"
  Expenses:Food:Restaurant  12 USD
  Liabilities:US:Chase:Slate

2026-10-20 * "Chase" "card payment"
  Liabilities:US:Chase:Slate  12 USD
  Assets:US:BofA:Checking
`;
