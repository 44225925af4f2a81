// Family QA: 给孩子 交 保险 2400 工行 was the car's insurance (Expenses:Car:Insurance, aliased 车险, named
// by its last segment), with no warning. A word of the lexicon not of the car (保险) names an
// account kept under the car only when the car is said.
import { checkedSuite } from './checked-suite.ts';

const CAR = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Expenses:Car:Insurance CNY
  alias: "车险"
2026-01-01 open Expenses:Car:Fuel CNY
2026-01-01 open Expenses:Car:Parking CNY
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('insurance not the car\'s, with only the car\'s open', CAR, [
  { text: '给孩子 交 保险 2400 工行', postings: 'Expenses:Uncategorized 2400; Assets:Bank:ICBC -2400', warning: /no spending category/ },
  // (as before: the car said, or a word of the car)
  { text: '交 车险 3000 工行', postings: 'Expenses:Car:Insurance 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '汽车保险 3000 工行', postings: 'Expenses:Car:Insurance 3000; Assets:Bank:ICBC -3000', guessed: false },
  { text: '加油 300 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', guessed: false },
  { text: '停车 20 微信', postings: 'Expenses:Car:Parking 20; Assets:WeChat -20', guessed: false },
], '2026-11-28');

checkedSuite('insurance not the car\'s, with a general insurance open', `${CAR}2026-01-01 open Expenses:Insurance CNY\n`, [
  { text: '给孩子 交 保险 2400 工行', postings: 'Expenses:Insurance 2400; Assets:Bank:ICBC -2400', guessed: false },
  { text: '交 车险 3000 工行', postings: 'Expenses:Car:Insurance 3000; Assets:Bank:ICBC -3000', guessed: false },
], '2026-11-28');
