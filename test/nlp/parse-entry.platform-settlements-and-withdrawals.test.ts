// QA of session 49 (a ride-hailing driver, 滴滴 and 高德): the platform's weekly settlement said as
// takings (流水), the commission (抽成) and what arrived (到手); withdrawals from the platform's
// wallet to the bank. The comment above each case says what it was before.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const tx = (date: string, payee: string, narration: string, ...postings: string[]) => `${date} * "${payee}" "${narration}"\n${postings.map((p) => `  ${p} CNY`).join('\n')}`;

const ACCOUNTS = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:CCB', '建行,建设银行'),
  open('Assets:WeChat', '微信,微信零钱'),
  open('Assets:Cash', '现金'),
  open('Assets:Platform:Didi', '滴滴余额,滴滴钱包'),
  open('Assets:Platform:Gaode', '高德余额,高德钱包'),
  open('Equity:Opening-Balances'),
  open('Income:Driving:Didi', '滴滴'),
  open('Income:Driving:Gaode', '高德'),
  open('Income:Driving:Cash', '现金车费,车费'),
  open('Expenses:Car:Fuel', '加油,油费'),
  open('Expenses:Platform:Commission', '抽成,平台抽成,服务费'),
  open('Expenses:Fees', '手续费,提现手续费'),
  open('Expenses:Family', '老婆,家用,给家里'),
];

// Every week: 滴滴's settlement (takings, commission, net to its wallet) and its withdrawal to the
// bank with a fee of 6; 高德's settlement and its withdrawal with no fee; fares in cash (more money in
// lands in Cash than in the 高德 wallet) and fuel paid by WeChat.
const WEEKS = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'];
const HISTORY = WEEKS.flatMap((d) => [
  tx(d, '滴滴', '周结', 'Income:Driving:Didi  -8000.00', 'Expenses:Platform:Commission  1600.00', 'Assets:Platform:Didi  6400.00'),
  tx(d, '高德', '周结', 'Income:Driving:Gaode  -2000.00', 'Expenses:Platform:Commission  360.00', 'Assets:Platform:Gaode  1640.00'),
  tx(d, '滴滴', '流水', 'Income:Driving:Didi  -612.00', 'Assets:Platform:Didi  612.00'),
  tx(d, '滴滴', '提现 到建行', 'Assets:Platform:Didi  -6400.00', 'Assets:Bank:CCB  6394.00', 'Expenses:Fees  6.00'),
  tx(d, '高德', '提现 到建行', 'Assets:Platform:Gaode  -1640.00', 'Assets:Bank:CCB  1640.00'),
  tx(d, '乘客', '现金车费', 'Income:Driving:Cash  -45.00', 'Assets:Cash  45.00'),
  tx(d, '乘客', '现金车费', 'Income:Driving:Cash  -60.00', 'Assets:Cash  60.00'),
  tx(d, '中石化', '加油', 'Expenses:Car:Fuel  300.00', 'Assets:WeChat  -300.00'),
  tx(d, '中石化', '加油', 'Expenses:Car:Fuel  280.00', 'Assets:WeChat  -280.00'),
]);

const LEDGER = [...ACCOUNTS, ...HISTORY, ''].join('\n');

checkedSuite(
  'a driver: platform settlements with commission, withdrawals from the platform wallet',
  LEDGER,
  [
    // a settlement: 8000 earned, 1600 of commission, 6400 into the platform's wallet (it was 8000
    // and 6400 spent on fees and 1600 of commission, -16000 out of the wallet)
    { text: '滴滴 周结 流水 8000 抽成 1600 到手 6400', postings: 'Assets:Platform:Didi 6400; Income:Driving:Didi -8000; Expenses:Platform:Commission 1600', warning: /^read 8000 as earned and 6400 as received: 抽成 1600 taken off$/m },
    // (fees 612 + 489.6, commission 122.4, -1224.0)
    { text: '滴滴 流水 612 抽成 122.4 到手 489.6', postings: 'Assets:Platform:Didi 489.6; Income:Driving:Didi -612; Expenses:Platform:Commission 122.4' },
    // (fees 12960, commission 1440, -14400)
    { text: '滴滴 周结 流水 7200 扣了 抽成 1440 实际 到手 5760', postings: 'Assets:Platform:Didi 5760; Income:Driving:Didi -7200; Expenses:Platform:Commission 1440' },
    // with no net said, what arrived is the takings less the commission (fees 612, commission 122, -734)
    { text: '今天 跑了 23单 流水 612 滴滴 抽成 122', postings: 'Assets:Platform:Didi 490; Income:Driving:Didi -612; Expenses:Platform:Commission 122' },
    // 高德's net lands in 高德's wallet, where its settlements landed (commission 4000 out of WeChat)
    { text: '高德 周结 流水 2000 抽成 360 到手 1640', postings: 'Assets:Platform:Gaode 1640; Income:Driving:Gaode -2000; Expenses:Platform:Commission 360', warning: /^no receiving account named; used Assets:Platform:Gaode \(most used in history\)$/m },
    // the commission as a rate of the takings (commission 8000 out of the wallet)
    { text: '本周 滴滴 流水 8000 抽成 20%', date: '2026-11-16', postings: 'Assets:Platform:Didi 6400.00; Income:Driving:Didi -8000; Expenses:Platform:Commission 1600.00', warning: /^read 抽成 20% as 1600\.00 CNY, 20% of 8000$/m },
    // (fees 8000, commission 6400, -14400)
    { text: '滴滴 流水 8000 抽成 20% 到手 6400', postings: 'Assets:Platform:Didi 6400; Income:Driving:Didi -8000; Expenses:Platform:Commission 1600.00' },
    // (it was right, and stays so: 1680 taken off)
    { text: '滴滴 本周 流水 8400 平台抽成 20% 到手 6720', date: '2026-11-16', postings: 'Assets:Platform:Didi 6720; Income:Driving:Didi -8400; Expenses:Platform:Commission 1680.00' },
    // what no word names as taken off goes where the settlements of that income had it (Expenses:Family, the stand-in)
    { text: '滴滴 流水 8000 到手 6400', postings: 'Assets:Platform:Didi 6400; Income:Driving:Didi -8000; Expenses:Platform:Commission 1600', warning: /^no word names what was taken off: used Expenses:Platform:Commission, what entries of Income:Driving:Didi had taken off$/m },
    // (the stand-in 450, 2050 into Cash)
    { text: '高德 周结 流水 2500 抽了 450 到手 2050', postings: 'Assets:Platform:Gaode 2050; Income:Driving:Gaode -2500; Expenses:Platform:Commission 450' },
    // 高德's takings alone land where its settlements did (they went to Cash, most used for income)
    { text: '高德 流水 180', postings: 'Assets:Platform:Gaode 180; Income:Driving:Gaode -180' },
    { text: '跑了 12单 流水 356 高德', postings: 'Assets:Platform:Gaode 356; Income:Driving:Gaode -356' },
    // a day on both platforms: each platform's takings land in its own wallet (all 900 went to 滴滴's)
    { text: '今天 跑了 28单 流水 700 滴滴 高德 流水 200', postings: 'Assets:Platform:Didi 700; Assets:Platform:Gaode 200; Income:Driving:Didi -700; Income:Driving:Gaode -200' },
    // the settlement, then what arrived withdrawn to the bank less its fee (a move of 16000 from
    // WeChat to the bank, no income, no commission)
    { text: '滴滴 周结 流水 8000 平台 抽成 1600 到手 6400 提现 到建行 手续费 6', postings: 'Assets:Platform:Didi 6400; Income:Driving:Didi -8000; Expenses:Platform:Commission 1600; Assets:Platform:Didi -6400; Assets:Bank:CCB 6394; Expenses:Fees 6', warning: /^read the 6400 that arrived in Assets:Platform:Didi as withdrawn to Assets:Bank:CCB, less the fee of 6$/m },
    // a withdrawal said arrived at the bank is a move from the platform's wallet (it was income, counted twice)
    { text: '建行 到账 6074 滴滴 提现', postings: 'Assets:Platform:Didi -6074; Assets:Bank:CCB 6074', warning: /^no source account named; used Assets:Platform:Didi \(where the past moves of 滴滴 came from\)$/m },
    // withdrawals leave the wallet the payee's withdrawals left (they left WeChat, or the bank for 到 微信)
    { text: '滴滴 提现 3000 到建行', postings: 'Assets:Platform:Didi -3000; Assets:Bank:CCB 3000' },
    { text: '高德 提现 1640 到建行', postings: 'Assets:Platform:Gaode -1640; Assets:Bank:CCB 1640' },
    { text: '从 滴滴 提现 500 到 微信', postings: 'Assets:Platform:Didi -500; Assets:WeChat 500' },
    { text: '滴滴 提现 到 建行 6400 手续费 6', postings: 'Assets:Platform:Didi -6400; Assets:Bank:CCB 6400; Expenses:Fees 6; Assets:Platform:Didi -6' },
    // (already right: a withdrawal's fee alone is paid from the wallet withdrawals leave)
    { text: '提现 手续费 6', postings: 'Expenses:Fees 6; Assets:Platform:Didi -6' },
    // a commission or a fee said alone is still spending
    { text: '滴滴 抽成 1600', postings: 'Expenses:Platform:Commission 1600; Assets:Platform:Didi -1600' },
    { text: '手续费 6 建行', postings: 'Expenses:Fees 6; Assets:Bank:CCB -6' },
  ],
  SAID_ON,
);

// The service's starter ledger: no platform accounts, no alias for 抽成 (its own words of fees are the lexicon's)
checkedSuite(
  'a driver on the starter ledger: a settlement is income, the commission a fee',
  STARTER_LEDGER,
  [
    // (Expenses:Transport 8000 + 1600 + 6400, Alipay -16000)
    { text: '滴滴 周结 流水 8000 抽成 1600 到手 6400', postings: 'Assets:Alipay 6400; Income:Uncategorized -8000; Expenses:Fees 1600' },
    // withdrawn to 建行, which has no account: the bank account (a move of 16000 from Alipay to the bank)
    { text: '滴滴 周结 流水 8000 平台 抽成 1600 到手 6400 提现 到建行 手续费 6', postings: 'Assets:Alipay 6400; Income:Uncategorized -8000; Expenses:Fees 1600; Assets:Alipay -6400; Assets:Bank 6394; Expenses:Fees 6', warning: /^建行 was named, but the ledger has no open account for it; used Assets:Bank instead$/m },
    // (Expenses:Transport 8000, Alipay -8000)
    { text: '本周 滴滴 流水 8000 抽成 20%', date: '2026-11-16', postings: 'Assets:Alipay 6400.00; Income:Uncategorized -8000; Expenses:Fees 1600.00' },
  ],
  SAID_ON,
);
