// 充值 of a thing (油卡, 话费, 会员, 游戏) is spending paid by the wallet named; only a wallet topped
// up (充值微信, 给支付宝充值, 微信充值) is a move between two accounts of mine. 油卡充值 500 招行 was
// a transfer from WeChat into CMB, 话费充值 100 微信 one into WeChat. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
// no category for 油卡, 话费, 会员 or 游戏: the catch-all takes them
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:CMB:Debit CNY
  alias: "招行"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Salary

2026-10-01 * "工资"
  Assets:Bank:CMB:Debit  15000 CNY
  Income:Salary
`,
  'top-up-things.beancount',
);

const SPENT: readonly EntryCase[] = [
  { text: '油卡充值 500 招行', postings: 'Expenses:Uncategorized 500; Assets:Bank:CMB:Debit -500', narration: '油卡充值', warning: /^no spending category matched; used Expenses:Uncategorized$/ },
  { text: '话费充值 100 微信', postings: 'Expenses:Uncategorized 100; Assets:WeChat -100', narration: '话费充值' },
  { text: '充值会员 30 支付宝', postings: 'Expenses:Uncategorized 30; Assets:Alipay -30' },
  { text: '用微信充值游戏 648', postings: 'Expenses:Uncategorized 648; Assets:WeChat -648' },
];

const MOVED: readonly EntryCase[] = [
  { text: '充值微信 100', postings: 'Assets:Bank:CMB:Debit -100; Assets:WeChat 100', warning: /^no source account named; used Assets:Bank:CMB:Debit$/ },
  { text: '给支付宝充值 100 招行', postings: 'Assets:Bank:CMB:Debit -100; Assets:Alipay 100', guessed: false },
  { text: '微信充值 500 招行', postings: 'Assets:Bank:CMB:Debit -500; Assets:WeChat 500', guessed: false },
  { text: '招行卡充值到微信 200', postings: 'Assets:Bank:CMB:Debit -200; Assets:WeChat 200', guessed: false },
];

describe('parseEntry: 充值 of a thing is spending paid by the wallet named', () => {
  for (const c of SPENT) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: 充值 of a wallet moves money into it', () => {
  for (const c of MOVED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
