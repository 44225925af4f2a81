// Session 38 (said on 2026-11-10): a bank's fee beside wages paid was read as withheld from them.
// 发小李工资 4000 工行 手续费 2 booked Salary 3998 paid by ICBC -3998, warned "工行 手续费 2
// withheld, not booked". The fee is paid on top: Salary 4000, the fee 2 on the Expenses account its
// words name (Expenses:Fees, alias 手续费; else a stand-in, warned), ICBC -4002.
import { checkedSuite } from './checked-suite.ts';
import { shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const XIAO_LI = { name: '小李', account: 'Expenses:Salary' };
const SHOP = shopLedger({ salary: true, payees: [XIAO_LI] });
const WITH_FEES = `${SHOP}2026-10-01 open Expenses:Fees CNY\n  alias: "手续费"\n`;

checkedSuite('parseEntry in a shop: a fee beside wages paid is paid on top, the fee account named', WITH_FEES, [
  { text: '发小李工资 4000 工行 手续费 2', postings: 'Expenses:Salary 4000; Expenses:Fees 2; Assets:Bank:ICBC -4002', payee: '小李', warning: /read 2 as the fee of the payment, booked on Expenses:Fees/ },
  { text: '给小李发工资 4000 微信 手续费 1', postings: 'Expenses:Salary 4000; Expenses:Fees 1; Assets:WeChat -4001', warning: /read 1 as the fee of the payment/ },
  // with what was withheld from the wages said too
  { text: '发小李工资 4500 扣社保 500 工行 手续费 2', postings: 'Expenses:Salary 4000; Expenses:Fees 2; Assets:Bank:ICBC -4002', warning: /read 4500 as the wages and 4000 as paid: 扣社保 500 withheld, not booked/ },
  // as they were
  { text: '发小李工资 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', guessed: false },
  { text: '小李工资 4500 实发 4000 工行', postings: 'Expenses:Salary 4000; Assets:Bank:ICBC -4000', warning: /read 4500 as the wages and 4000 as paid: 500 withheld/ },
], SAID_ON);

checkedSuite('parseEntry in a shop with no fee account: the fee on top goes to a stand-in, warned', SHOP, [
  { text: '发小李工资 4000 工行 手续费 2', postings: 'Expenses:Salary 4000; Expenses:Packaging 2; Assets:Bank:ICBC -4002', warning: /read 2 as the fee of the payment, booked on Expenses:Packaging/ },
], SAID_ON);
