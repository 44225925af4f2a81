// QA of session 46 (a retired couple): 团费 一共 两千八 定金 五百 已付 尾款 两千三 工行 booked the total, the
// deposit paid before and the balance (ICBC -5600 for a 2300 payment), and 之前定金500付过了 added the
// deposit again; 住院 花了 四千八 工行 报销三千二 put both figures on the claim (ICBC -8000 for a 4800
// bill); 交电费 一百二 还是 一百二十五 booked both readings of one amount (245).
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-29';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:MedicalCard CNY
  alias: "医保卡"
2025-01-01 open Assets:Reimbursable:Medical CNY
  alias: "报销,住院报销,医保报销"
2025-01-01 open Expenses:Health:Medicine CNY
  alias: "拿药,买药"
2025-01-01 open Expenses:Health:Hospital CNY
  alias: "住院,医院,看病"
2025-01-01 open Expenses:Utilities:Electricity CNY
  alias: "电费"
2025-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
2025-01-01 open Expenses:Travel CNY
  alias: "旅行团,团费,旅游,定金,尾款"
`;

checkedSuite('parseEntry: a part paid before, a part to be reimbursed, one amount said two ways', LEDGER, [
  // a bill paid in parts: only what is paid now moves money
  { text: '团费 一共 两千八 定金 五百 已付 尾款 两千三 工行', postings: 'Expenses:Travel 2300; Assets:Bank:ICBC -2300', warning: /read 500 as paid before/ },
  { text: '团费两千八 定金五百已经付了 今天交尾款两千三 工行', postings: 'Expenses:Travel 2300; Assets:Bank:ICBC -2300', warning: /read 2800 as the total of 500 \+ 2300/ },
  { text: '团费 2800 减去定金 500 尾款 2300 工行', postings: 'Expenses:Travel 2300; Assets:Bank:ICBC -2300', guessed: true },
  { text: '团费尾款 2300 工行 之前定金500付过了', postings: 'Expenses:Travel 2300; Assets:Bank:ICBC -2300', warning: /read 500 as paid before/ },
  { text: '团费 一共 2800 定金 500 已付 工行', postings: 'Expenses:Travel 2300; Assets:Bank:ICBC -2300', warning: /booked the rest, 2300/ },
  // already right: the deposit on its own day; one amount said paid; two purchases
  { text: '旅行团定金 500 微信', postings: 'Expenses:Travel 500; Assets:WeChat -500', guessed: false },
  { text: '电费 120 已经付了 微信', postings: 'Expenses:Utilities:Electricity 120; Assets:WeChat -120' },
  { text: '买菜 35 已付 电费 120 微信', postings: 'Expenses:Food:Groceries 35; Expenses:Utilities:Electricity 120; Assets:WeChat -155' },
  // a bill of which a part is to be reimbursed: the wallet pays the bill once
  { text: '住院 花了 四千八 工行 报销三千二', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  { text: '看病 380 工行 报销 380', postings: 'Assets:Reimbursable:Medical 380; Assets:Bank:ICBC -380', guessed: true },
  // already right: the insurer's part paid straight to the hospital
  { text: '住院 一万二 医保统筹 八千 自付 四千 工行', postings: 'Expenses:Health:Hospital 4000; Assets:Bank:ICBC -4000', guessed: true },
  // one amount said two ways (还是, 或者, or): the last said, warned with both
  { text: '交电费 一百二 还是 一百二十五 微信', postings: 'Expenses:Utilities:Electricity 125; Assets:WeChat -125', warning: /120 还是 125: one amount said two ways/ },
  { text: '医保卡 拿药 86 还是 68', postings: 'Expenses:Health:Medicine 68; Assets:MedicalCard -68', warning: /booked 68, the last said/ },
  { text: '拿药 86元或者68元 现金', postings: 'Expenses:Health:Medicine 68; Assets:Cash -68', warning: /86 或者 68/ },
  { text: 'electricity 120 or 125 微信', postings: 'Expenses:Utilities:Electricity 125; Assets:WeChat -125', warning: /120 or 125/ },
  // already right
  { text: '买菜 35 36 现金', postings: 'Expenses:Food:Groceries 36; Assets:Cash -36', warning: /several numbers/ },
], SAID_ON);
