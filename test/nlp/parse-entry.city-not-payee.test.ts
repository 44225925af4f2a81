// QA traveller, session 41, finding 9: a city or a country said after 在 (在东京吃拉面 1200日元,
// 在香港吃饭) was written as the payee, 东京, 香港: it says where one was, not whom one paid. No
// payee now, and the place stays in the narration as 在家 does (a shop after 在, 在全家, is the payee).
import { TRAVEL_LEDGER } from './travel-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

checkedSuite('a city or a country after 在 is no payee', TRAVEL_LEDGER, [
  { text: '在东京吃拉面 1200日元 日元现金', postings: 'Expenses:Food 1200 JPY; Assets:Cash:JPY -1200 JPY', payee: null, narration: '在东京吃拉面', guessed: false },
  { text: '在香港吃饭 100 微信', postings: 'Expenses:Food 100; Assets:WeChat -100', payee: null, narration: '在香港吃饭', guessed: false },
  { text: '在东京市吃饭 1000日元 日元现金', postings: 'Expenses:Food 1000 JPY; Assets:Cash:JPY -1000 JPY', payee: null, narration: '在东京市吃饭' },
  { text: '在日本吃饭 3000日元 日元现金', postings: 'Expenses:Food 3000 JPY; Assets:Cash:JPY -3000 JPY', payee: null, narration: '在日本吃饭' },
  { text: '在纽约吃饭 30 美元 美元现金', postings: 'Expenses:Food 30 USD; Assets:Cash:USD -30 USD', payee: null, narration: '在纽约吃饭' },
], '2026-11-10');
