// One ledger with the corners of Beancount's syntax: pushtag and pushmeta, org-mode lines,
// expressions, costs of every form, every metadata and custom value type, errors of several
// kinds. The parser differential reads it whole; the recovery property puts typos in it.
// (An impossible date comes first: Beancount drops the directive before such a line, which
// we do not copy.)
export const SYNTAX_CORNERS = `2024-02-30 open Assets:BadDate
option "title" "Differential"
plugin "beancount.plugins.auto_accounts"
pushtag #trip
2024-01-01 open Assets:Broker USD,HOOL "FIFO"
  key-1: 2024/01/02
  num: -(1 + 2) * 3
2024-01-02 * "Pay" "Narr" #a ^b
  #c ^d
  m1: 1,000.50 USD
  cur: HOOL
  acct: Assets:Broker
  tg: #tagged
  flag: TRUE
  empty:
  Assets:Broker  10 HOOL {100 # 5 USD, 2024-01-01, "lot"} @@ 1,010 USD
    pm: FALSE
  Assets:Broker  -(500 * 2 + 15) USD
  ! Expenses:Fee
  Assets:Broker  2 HOOL {{20 USD}} @ 11 USD
  Assets:Broker  -1 HOOL {} @ USD
  Assets:Broker  USD
  Assets:Broker  7 / 2 USD
2024-01-03 balance Assets:Broker  10 ~ 0.5 HOOL
2024-01-03 custom "c" "s" 2024-01-01 FALSE 1 (-2) USD Assets:Broker 5
* org heading
2024-01-04 * "bad posting"
  Assets:Broker  1 USD )
2024-01-05 note Assets:Broker "multi
2024-01-05 open Assets:NotADirective
line"
2024-01-06 event "e" "d \\"quoted\\" \\\\ tab\\tend"
poptag #trip
2024-01-07 open Assets:Bad  12
2024-01-08 query "q" "SELECT 1"
2024-01-09 price HOOL 12.5 USD
2024-01-10 pad Assets:Broker Equity:Opening
2024-01-11 document Assets:Broker "/tmp/x.pdf" #t ^l
2024-01-12 commodity HOOL
  name: "Hooli"
2024-01-13 txn "only narration"
  Assets:Broker  1.000 HOOL
2024/01/14 ! "payee" ""
2024-01-15 close Assets:Broker
`;
