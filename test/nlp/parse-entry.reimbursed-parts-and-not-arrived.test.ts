// QA re-check of session 47: a bill with the part to be reimbursed said after it booked money INTO the
// bank (看病 800 工行 公司报销 500: ICBC +1300, flagged `*`; so 报销了 500, 其中 公司报销 500), and the fix
// for 住院 花了 四千八 工行 报销三千二 did not reach another purchase after it, 自付 said, several bills,
// 能报, 其中3200可以报销, or 医保报销 kept as the alias of a claim. Money said not to have come: the
// salary of 工资 8000 工行 报销的还没到 was refused; 过几天才到, 还在路上 and a refund not come were booked.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,ICBC"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Reimbursable:Medical CNY
  alias: "报销,公司报销,医保报销"
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Income:Bonus CNY
  alias: "年终奖"
2025-01-01 open Expenses:Health:Medicine CNY
  alias: "拿药,买药"
2025-01-01 open Expenses:Health:Hospital CNY
  alias: "住院,看病,hospital"
2025-01-01 open Expenses:Travel:Lodging CNY
  alias: "住宿"
2025-01-01 open Expenses:Transport:Taxi CNY
  alias: "打车"
2025-01-01 open Expenses:Shopping CNY
  alias: "网购"
`;

checkedSuite('parseEntry: the part of a bill to be reimbursed, money said not to have come', LEDGER, [
  // the bill paid once from the wallet, the part on the claim, the rest spent (warned)
  { text: '看病 800 工行 公司报销 500', postings: 'Expenses:Health:Hospital 300; Assets:Reimbursable:Medical 500; Assets:Bank:ICBC -800', warning: /500 as the part of the 800/ },
  { text: '看病 800 工行 报销了 500', postings: 'Expenses:Health:Hospital 300; Assets:Reimbursable:Medical 500; Assets:Bank:ICBC -800', warning: /500 as the part of the 800/ },
  { text: '看病 800 其中 公司报销 500 工行', postings: 'Expenses:Health:Hospital 300; Assets:Reimbursable:Medical 500; Assets:Bank:ICBC -800', warning: /500 as the part of the 800/ },
  { text: '住院花了4800 工行 其中3200可以报销', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  { text: '住院 花了 4800 工行 能报 3200', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  { text: '住院 花了 四千八 工行 医保报销三千二', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  { text: 'hospital 4800 ICBC reimbursed 3200', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  // my own part said after it is the rest, no more money; another purchase after it has its own wallet
  { text: '住院 4800 工行 报销 3200 自付 1600', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800', warning: /3200 as the part of the 4800/ },
  { text: '住院 花了 四千八 工行 报销三千二 买药 200 现金', postings: 'Expenses:Health:Hospital 1600; Assets:Reimbursable:Medical 3200; Assets:Bank:ICBC -4800; Expenses:Health:Medicine 200; Assets:Cash -200', warning: /3200 as the part of the 4800/ },
  // the part is all the bills said before it
  { text: '出差 住宿 600 打车 80 工行 报销 680', postings: 'Assets:Reimbursable:Medical 680; Assets:Bank:ICBC -680', warning: /680 as the part of the 600 \+ 80/ },
  // already right: the claim paid when the money has come; the insurer's part said with mine
  { text: '报销 到账 3200 工行', postings: 'Assets:Bank:ICBC 3200; Assets:Reimbursable:Medical -3200' },
  { text: '看病 380 工行 报销 380', postings: 'Assets:Reimbursable:Medical 380; Assets:Bank:ICBC -380', guessed: true },
  { text: '看病 花了 380 医保报销了 230 自付 150 工行', postings: 'Expenses:Health:Hospital 150; Assets:Bank:ICBC -150', guessed: true },
  // another money said not to have come: the salary came (warned)
  { text: '工资 8000 工行 报销的还没到', postings: 'Assets:Bank:ICBC 8000; Income:Salary -8000', warning: /没到 as said of 报销/ },
], SAID_ON);

describe('money booked said not to have come yet', () => {
  const ledger = Ledger.fromText(LEDGER, 'reimbursed.beancount');
  for (const text of ['年终奖 20000 过几天才到', '医保报销 3200 还在路上', '退款 200 还没到账']) {
    it(`${text}: a 422, nothing booked`, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/said not to have come yet/);
    });
  }
});
