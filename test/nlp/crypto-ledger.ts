// A ledger of session 42's QA of a user who keeps coins (/tmp/s42/crypto.beancount), cut to what the
// tests need: coins on Binance (alias 币安) and Coinbase, a hardware wallet (冷钱包, ledger wallet)
// for BTC and ETH, staking income, a fees account, and dollars at Chase. Binance is where most coins
// moved, so it is the source guessed when none is named.
export const CRYPTO_LEDGER = `option "title" "Crypto"
option "operating_currency" "USD"

2024-01-01 commodity USD
2024-01-01 commodity BTC
2024-01-01 commodity ETH
2024-01-01 commodity USDT
2024-01-01 commodity SOL
2024-01-01 commodity BNB

2024-01-01 open Assets:Bank:Chase USD
2024-01-01 open Assets:Crypto:Binance:USDT USDT
  alias: "币安"
2024-01-01 open Assets:Crypto:Binance:BTC BTC
  alias: "币安"
2024-01-01 open Assets:Crypto:Binance:ETH ETH
  alias: "币安"
2024-01-01 open Assets:Crypto:Binance:BNB BNB
  alias: "币安"
2024-01-01 open Assets:Crypto:Binance:SOL SOL
  alias: "币安"
2024-01-01 open Assets:Crypto:Coinbase:BTC BTC
2024-01-01 open Assets:Crypto:Coinbase:ETH ETH
2024-01-01 open Assets:Crypto:Ledger:BTC BTC
  alias: "冷钱包, ledger wallet, hardware wallet"
2024-01-01 open Assets:Crypto:Ledger:ETH ETH
  alias: "冷钱包, ledger wallet, hardware wallet"
2024-01-01 open Income:Crypto:Staking
  alias: "质押, 质押奖励, staking"
2024-01-01 open Expenses:Crypto:Fees
2024-01-01 open Equity:Opening-Balances
2024-01-01 open Income:Salary USD

2024-01-02 * "Opening"
  Assets:Bank:Chase  50000.00 USD
  Assets:Crypto:Binance:BTC  1 BTC
  Assets:Crypto:Binance:ETH  5 ETH
  Assets:Crypto:Binance:USDT  1000 USDT
  Assets:Crypto:Binance:SOL  10 SOL
  Assets:Crypto:Binance:BNB  1 BNB
  Assets:Crypto:Coinbase:BTC  0.5 BTC
  Equity:Opening-Balances

2024-01-09 * "Lido" "Staking reward"
  Assets:Crypto:Binance:ETH  0.00331148 ETH
  Income:Crypto:Staking

2024-01-12 * "Binance" "BNB for fees"
  Expenses:Crypto:Fees  0.0001 BNB
  Assets:Crypto:Binance:BNB

2024-01-15 * "Transfer" "Binance to Ledger"
  Assets:Crypto:Binance:BTC  -0.001 BTC
  Assets:Crypto:Ledger:BTC  0.00099 BTC
  Expenses:Crypto:Fees

2024-01-27 * "Lido" "Staking reward"
  Assets:Crypto:Binance:ETH  0.00391476 ETH
  Income:Crypto:Staking
`;
