// QA of session 49 (a Chinese student in Melbourne, a ledger of CNY and AUD): 换了 2000 澳币 花了 9420
// 人民币 was 9420 CNY of spending (换 made an exchange only before 美元, 港币, 日元, 欧元, 英镑 and a few
// codes); 刀 was always USD, refused with the AUD wallet named (67.4 bucks was read as AUD); a bare
// number said with a category open for AUD only (工资 612, Myki 充值 50) was CNY and the category
// dropped; weekly pay 598.20 AUD CBA was spending.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const STUDENT_LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "AUD"

2026-01-01 commodity CNY
2026-01-01 commodity AUD

2026-01-01 open Assets:CN:CMB CNY
  alias: "招行,招商银行"
2026-01-01 open Assets:CN:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank,CBA"
2026-01-01 open Assets:AU:Cash AUD
  alias: "现金,cash"
2026-01-01 open Assets:AU:Wise AUD
  alias: "Wise"
2026-01-01 open Income:CN:Parents CNY
  alias: "生活费,爸妈"
2026-01-01 open Income:AU:Job AUD
  alias: "打工,工资,salary"
2026-01-01 open Income:AU:Tips AUD
  alias: "小费,tips"
2026-01-01 open Expenses:Food:Groceries
  alias: "买菜,Coles"
2026-01-01 open Expenses:Food:Dining
  alias: "午饭,晚饭"
2026-01-01 open Expenses:Transport:Public AUD
  alias: "Myki,充值"
2026-01-01 open Expenses:Fees
  alias: "手续费"
2026-01-01 open Equity:Opening-Balances

2026-01-01 price AUD 4.70 CNY
`;

checkedSuite('parseEntry: a student abroad, exchanges said with 换 and any currency', STUDENT_LEDGER, [
  { text: '换了 2000 澳币 花了 9420 人民币 招行 到 CommBank', postings: 'Assets:CN:CMB -9420 CNY @@ 2000 AUD; Assets:AU:CommBank 2000 AUD' },
  { text: '换了 1000 澳币 招行 花了 4700 人民币 到 CommBank', postings: 'Assets:CN:CMB -4700 CNY; Assets:AU:CommBank 1000 AUD @@ 4700 CNY' },
  // (the account the money got is on receives it, whichever is said first: it was Wise -2000 AUD)
  { text: '用 Wise 换了 2000 澳币 招行 出 9420 元', postings: 'Assets:AU:Wise 2000 AUD; Assets:CN:CMB -9420 CNY @@ 2000 AUD' },
  { text: '换汇 招行 9450 元 换了 2000 澳币 到 CommBank', postings: 'Assets:CN:CMB -9450 CNY @@ 2000 AUD; Assets:AU:CommBank 2000 AUD' },
  // the documented wordings stay as they were
  { text: '从招行 换汇 4710 人民币 到 Wise 到账 1000 澳币', postings: 'Assets:CN:CMB -4710 CNY @@ 1000 AUD; Assets:AU:Wise 1000 AUD' },
  { text: '招行 换汇 1000 澳元 汇率 4.71 到 CommBank', postings: 'Assets:CN:CMB -4710 CNY; Assets:AU:CommBank 1000 AUD @ 4.71 CNY' },
], SAID_ON);

describe('parseEntry: a student abroad, an exchange with no account is refused as one', () => {
  const ledger = Ledger.fromText(STUDENT_LEDGER, 'ledger.beancount');
  for (const text of ['换了 2000 澳币 花了 9420 人民币', '换成 1000 加元 花了 4800 人民币', '换了 500 AUD 花了 2350 人民币']) {
    it(text, () => {
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow('a currency exchange is not read from text');
    });
  }
});

checkedSuite('parseEntry: a student abroad, 刀 is the local dollar', STUDENT_LEDGER, [
  { text: 'Coles 买菜 67.4 刀 CommBank', postings: 'Expenses:Food:Groceries 67.4 AUD; Assets:AU:CommBank -67.4 AUD', warning: /read 67\.4 刀 as AUD: CommBank names Assets:AU:CommBank, which holds only AUD/ },
  { text: '小费 现金 20 刀', postings: 'Assets:AU:Cash 20 AUD; Income:AU:Tips -20 AUD' },
  { text: '打工 工资 598 刀 CommBank', postings: 'Assets:AU:CommBank 598 AUD; Income:AU:Job -598 AUD' },
  { text: 'ATM 取了 200 刀 CommBank', postings: 'Assets:AU:CommBank -200 AUD; Assets:AU:Cash 200 AUD' },
  { text: 'Coles 买菜 67.4 bucks CommBank', postings: 'Expenses:Food:Groceries 67.4 AUD; Assets:AU:CommBank -67.4 AUD' },
], SAID_ON);

describe('parseEntry: a student abroad, cash of another currency than the cash account holds', () => {
  const ledger = Ledger.fromText(STUDENT_LEDGER, 'ledger.beancount');
  it('says the cash account is open for another currency (it said no account for cash is open)', () => {
    expect(() => parseEntry(ledger, 'ATM 取了 200 USD CommBank', SAID_ON)).toThrow('no account for cash in USD is open (Assets:AU:Cash cannot hold it)');
  });
});

checkedSuite('parseEntry: a student abroad, a bare number said with a category of one currency', STUDENT_LEDGER, [
  { text: '工资 到账 612 CommBank', postings: 'Assets:AU:CommBank 612 AUD; Income:AU:Job -612 AUD' },
  { text: '工资 612', postings: 'Assets:AU:Cash 612 AUD; Income:AU:Job -612 AUD', warning: /read 612 as AUD: 工资 names Income:AU:Job, which holds only AUD/ },
  { text: 'Myki 充值 50', postings: 'Expenses:Transport:Public 50 AUD; Assets:AU:Cash -50 AUD', warning: /read 50 as AUD: Myki names Expenses:Transport:Public/ },
  // (a category open for any currency decides nothing: the default, CNY)
  { text: '午饭 35 招行', postings: 'Expenses:Food:Dining 35; Assets:CN:CMB -35' },
  { text: '生活费 20000 招行', postings: 'Assets:CN:CMB 20000; Income:CN:Parents -20000' },
], SAID_ON);

checkedSuite('parseEntry: a student abroad, pay as wages received', STUDENT_LEDGER, [
  // (the job's account is named by the pay since session 50: no guess left)
  { text: 'weekly pay 598.20 AUD CBA', postings: 'Assets:AU:CommBank 598.20 AUD; Income:AU:Job -598.20 AUD' },
  { text: 'pay 612 AUD CommBank', postings: 'Assets:AU:CommBank 612 AUD; Income:AU:Job -612 AUD', guessed: true },
  { text: 'pay rent 500 AUD CommBank', postings: 'Expenses:Fees 500 AUD; Assets:AU:CommBank -500 AUD', guessed: true },
], SAID_ON);
