// QA of session 33, item 3: the Taiwan dollar written with 圓 (its official name 新臺幣圓, 台圓,
// 新台圓) was no currency: `午餐 350 台圓 visa` had no amount at all (台 read as a count of
// machines), `午餐 350 新台圓 visa` was 350 CNY. They are TWD, as 新台幣, 台幣 and NT$ were.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const LEDGER = `option "operating_currency" "CNY"
1980-01-01 commodity CNY
1980-01-01 commodity TWD

2026-01-01 open Assets:Cash CNY
2026-01-01 open Assets:Cash:TWD TWD
2026-01-01 open Liabilities:CreditCard:Visa
  alias: "visa"
2026-01-01 open Expenses:Food:Dining
  alias: "午餐"
2026-01-01 open Expenses:Uncategorized
`;

checkedSuite('a traveller in Taiwan: the dollar written with 圓 or 元', LEDGER, [
  { text: '午餐 350 台圓 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: '午餐 350 新台圓 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: '午餐 350 新臺圓 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: '午餐 台圓350 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: '午餐 350 台元 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: '午餐 350 新台圓', postings: 'Expenses:Food:Dining 350 TWD; Assets:Cash:TWD -350 TWD', narration: '午餐' },
  // as before
  { text: '午餐 350 新台幣', postings: 'Expenses:Food:Dining 350 TWD; Assets:Cash:TWD -350 TWD', narration: '午餐' },
  { text: '午餐 350 臺幣 visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', guessed: false },
  { text: 'NT$350 午餐', postings: 'Expenses:Food:Dining 350 TWD; Assets:Cash:TWD -350 TWD', narration: '午餐' },
  // NTD, as Taiwan's shops and banks write it (it was no currency: 350 CNY, NTD in the narration)
  { text: '午餐 350 NTD visa', postings: 'Expenses:Food:Dining 350 TWD; Liabilities:CreditCard:Visa -350 TWD', narration: '午餐', guessed: false },
  { text: 'NTD 350 午餐', postings: 'Expenses:Food:Dining 350 TWD; Assets:Cash:TWD -350 TWD', narration: '午餐' },
  { text: '午餐 350ntd', postings: 'Expenses:Food:Dining 350 TWD; Assets:Cash:TWD -350 TWD', narration: '午餐' },
  { text: '午餐 35圓 visa', postings: 'Expenses:Food:Dining 35 CNY; Liabilities:CreditCard:Visa -35 CNY', guessed: false },
], SAID_ON);
