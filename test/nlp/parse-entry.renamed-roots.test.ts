// parseEntry on ledgers that rename their roots (option "name_assets" "Aktiva" ...): drafts
// in the ledger's own names, and, sentence for sentence, what the same ledger with the standard
// names gives, with the roots renamed (swaps of standard names included).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry, type ParsedEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, HAND_WRITTEN_CASES, CATEGORY_WORDS, FUNDING_FORMS, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/nlp/${name}`, import.meta.url), 'utf8');
const german = Ledger.fromText(fixture('renamed-roots.beancount'), 'renamed-roots.beancount');
const chinese = Ledger.fromText(fixture('renamed-roots-zh.beancount'), 'renamed-roots-zh.beancount');
const SAID_ON = '2024-07-01'; // after Aktiva:Bank:ICBC was closed

function problemOf(f: () => unknown): Problem {
  try {
    f();
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error('no Problem thrown');
}

describe('parseEntry on a ledger with German root names', () => {
  const CASES: readonly EntryCase[] = [
    // QA's sentence: the payee's category, the wallet named by its full name
    { text: 'Bäcker 3 EUR Aktiva:Kasse', date: SAID_ON, postings: 'Ausgaben:Essen 3 EUR; Aktiva:Kasse -3 EUR', payee: 'Bäcker', guessed: false },
    { text: 'Bäcker 3 EUR', date: SAID_ON, postings: 'Ausgaben:Essen 3 EUR; Aktiva:Bank -3 EUR', payee: 'Bäcker', guessed: true, warning: /^no payment account named; used Aktiva:Bank \(most used in history\)$/ },
    // lexicon words reach the English segments below the renamed root
    { text: '午饭 25', date: SAID_ON, postings: 'Ausgaben:Food:Dining 25 EUR; Aktiva:Bank -25 EUR', narration: '午饭', guessed: true, warning: /used Aktiva:Bank/ },
    { text: '打车 30 招行信用卡', date: SAID_ON, postings: 'Ausgaben:Transport:Taxi 30 EUR; Passiva:CreditCard:CMB -30 EUR', guessed: false },
    { text: '工资 5000 Bargeld', date: SAID_ON, postings: 'Aktiva:Kasse 5000 EUR; Erträge:Salary -5000 EUR', guessed: false },
    // a payee record's account
    { text: 'Huber 12 Bargeld', date: SAID_ON, postings: 'Ausgaben:Essen 12 EUR; Aktiva:Kasse -12 EUR', payee: 'Metzgerei Huber', guessed: false },
    // a person's receivable is a claim, not a wallet
    { text: '借给小王 100 微信', date: SAID_ON, postings: 'Aktiva:Receivables:XiaoWang 100 EUR; Aktiva:WeChat -100 EUR', payee: '小王', guessed: false },
    { text: '小王还我 50 Bargeld', date: SAID_ON, postings: 'Aktiva:Kasse 50 EUR; Aktiva:Receivables:XiaoWang -50 EUR', payee: '小王', guessed: false },
    { text: '给小王 300 微信', date: SAID_ON, postings: 'Ausgaben:Uncategorized 300 EUR; Aktiva:WeChat -300 EUR', guessed: true, warning: /^no spending category matched; used Ausgaben:Uncategorized$/ },
    // a closed account: used before its close, named in the warning after it
    { text: '2024-05-20 午饭 35 工行', date: '2024-05-20', postings: 'Ausgaben:Food:Dining 35 EUR; Aktiva:Bank:ICBC -35 EUR', guessed: false },
    { text: '午饭 35 工行', date: SAID_ON, postings: 'Ausgaben:Food:Dining 35 EUR; Aktiva:Bank -35 EUR', guessed: true, warning: /^工行 names Aktiva:Bank:ICBC, which is closed \(2024-06-01\); used Aktiva:Bank/ },
  ];
  for (const c of CASES)
    it(c.text, () => {
      expect(german.errors).toEqual([]);
      expectEntry(parseEntry(german, c.text, SAID_ON), c, SAID_ON);
    });

  it('names the ledger\'s accounts and roots in its errors', () => {
    const closed = problemOf(() => parseEntry(german, '从工行转100到微信', SAID_ON));
    expect([closed.status, closed.detail]).toEqual([422, '工行 names Aktiva:Bank:ICBC, which is closed (2024-06-01)']);
    const noCategory = problemOf(() => parseEntry(Ledger.fromText('option "name_assets" "Aktiva"\noption "name_expenses" "Ausgaben"\n2020-01-01 open Aktiva:Bank\n'), '午饭 25', SAID_ON));
    expect([noCategory.status, noCategory.detail, noCategory.errors]).toEqual([422, 'no open Ausgaben account can hold CNY', [{ path: '/text', message: 'open an Ausgaben account first' }]]);
    const noWallet = problemOf(() => parseEntry(Ledger.fromText('option "name_assets" "Aktiva"\noption "name_expenses" "Ausgaben"\n2020-01-01 open Ausgaben:Essen\n'), '午饭 25', SAID_ON));
    expect([noWallet.status, noWallet.detail]).toEqual([422, 'no open Aktiva or Liabilities account can hold CNY']);
  });

  it('never uses an account under a standard root the ledger renamed (Beancount: "Invalid account name")', () => {
    const ledger = Ledger.fromText('option "name_assets" "Aktiva"\n2020-01-01 open Aktiva:Bank\n2020-01-01 open Assets:Alt\n  alias: "alt"\n2020-01-01 open Expenses:Food\n');
    const entry = parseEntry(ledger, '午饭 25 alt', SAID_ON);
    expect(entry.postings.map((p) => p.account)).toEqual(['Expenses:Food', 'Aktiva:Bank']);
  });
});

describe('parseEntry on a ledger with Chinese root names', () => {
  const CASES: readonly EntryCase[] = [
    // 午饭 is a lexicon word for 餐饮, the Chinese part of Food-餐饮 under 支出
    { text: '午饭 25', date: SAID_ON, postings: '支出:Food-餐饮 25; 资产:WeChat -25', narration: '午饭', guessed: true, warning: /^no payment account named; used 资产:WeChat \(most used in history\)$/ },
    { text: '早饭 8 招行', date: SAID_ON, postings: '支出:Food-餐饮 8; 资产:Bank:CMB -8', guessed: false },
    { text: '打车 30 招行信用卡', date: SAID_ON, postings: '支出:Transport:Taxi 30; 负债:CreditCard:CMB -30', guessed: false },
    { text: '工资 8000 到招行', date: SAID_ON, postings: '资产:Bank:CMB 8000; 收入:Salary -8000', guessed: false },
    { text: '全家 15', date: SAID_ON, postings: '支出:Food-餐饮 15; 资产:WeChat -15', payee: '全家', guessed: true },
    { text: '从招行转500到支付宝', date: SAID_ON, postings: '资产:Bank:CMB -500; 资产:Alipay 500', guessed: false },
    { text: '买衣服 200 支付宝', date: SAID_ON, postings: '支出:Shopping 200; 资产:Alipay -200', guessed: false },
  ];
  for (const c of CASES)
    it(c.text, () => {
      expect(chinese.errors).toEqual([]);
      expectEntry(parseEntry(chinese, c.text, SAID_ON), c, SAID_ON);
    });
});

// ---- The same sentences on the standard fixtures, with their roots renamed ----

const STANDARD = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'] as const;
type Renaming = Readonly<Record<(typeof STANDARD)[number], string>>;
const RENAMINGS: Readonly<Record<string, Renaming>> = {
  german: { Assets: 'Aktiva', Liabilities: 'Passiva', Equity: 'Eigenkapital', Income: 'Erträge', Expenses: 'Ausgaben' },
  chinese: { Assets: '资产', Liabilities: '负债', Equity: '权益', Income: '收入', Expenses: '支出' },
  // standard names swapped: what is Assets in the fixture is called Expenses, and so on
  swapped: { Assets: 'Expenses', Liabilities: 'Income', Equity: 'Equity', Income: 'Liabilities', Expenses: 'Assets' },
  // only one root renamed
  'expenses only': { Assets: 'Assets', Liabilities: 'Liabilities', Equity: 'Equity', Income: 'Income', Expenses: 'Ausgaben' },
};
const OPTION = { Assets: 'name_assets', Liabilities: 'name_liabilities', Equity: 'name_equity', Income: 'name_income', Expenses: 'name_expenses' } as const;

const ROOT_WORD = /(?<![\p{L}\p{N}_:-])(Assets|Liabilities|Equity|Income|Expenses)(?![\p{L}\p{N}_-])/gu;
/** Every standard root word in a text renamed at once (account names, metadata, messages). */
const renamed = (text: string, r: Renaming) => text.replace(ROOT_WORD, (root) => r[root as keyof Renaming]);
const renamedLedger = (text: string, r: Renaming) => `${STANDARD.map((k) => `option "${OPTION[k]}" "${r[k]}"`).join('\n')}\n${renamed(text, r)}`;

type Outcome = { entry: ParsedEntry } | { problem: { status: number; detail: string; errors: readonly { path: string; message: string }[] } };
function outcome(ledger: Ledger, text: string): Outcome {
  try {
    return { entry: parseEntry(ledger, text, REFERENCE_DATE) };
  } catch (e) {
    if (!(e instanceof Problem)) throw e;
    return { problem: { status: e.status, detail: e.detail, errors: e.errors } };
  }
}
function renamedOutcome(o: Outcome, r: Renaming): Outcome {
  if ('problem' in o) return { problem: { ...o.problem, detail: renamed(o.problem.detail, r), errors: o.problem.errors.map((e) => ({ ...e, message: renamed(e.message, r) })) } };
  return { entry: { ...o.entry, postings: o.entry.postings.map((p) => ({ ...p, account: renamed(p.account, r) })), warnings: o.entry.warnings.map((w) => renamed(w, r)) } };
}

const SENTENCES = [
  ...HAND_WRITTEN_CASES.map((c) => c.text),
  ...CATEGORY_WORDS.flatMap(([word], i) => [`${word}35 ${FUNDING_FORMS[i % FUNDING_FORMS.length]![0]}`, `${word}12.5`]),
  // sentences whose errors and warnings name roots and accounts
  '同事帮我付了午饭 30', '借了小李 500', '换汇 1000 美元', '午饭 35 微信20 支付宝10', '从工行转1000到招行', '午饭 35 工行',
];
const FIXTURES = ['ledger.beancount', 'people.beancount', 'card-first.beancount', 'aliased-wallets.beancount'];

describe('the standard fixtures with renamed roots give the same answers, in the renamed accounts', () => {
  for (const file of FIXTURES) {
    const text = fixture(file);
    const standard = Ledger.fromText(text, file);
    for (const [label, r] of Object.entries(RENAMINGS)) {
      it(`${file}, ${label}`, () => {
        const ledger = Ledger.fromText(renamedLedger(text, r), file);
        expect(ledger.errors).toEqual(standard.errors);
        const differences: unknown[] = [];
        let drafts = 0;
        for (const sentence of SENTENCES) {
          const expected = renamedOutcome(outcome(standard, sentence), r);
          const got = outcome(ledger, sentence);
          if ('entry' in got) drafts++;
          if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push({ sentence, expected, got });
        }
        expect(differences.slice(0, 5)).toEqual([]);
        // most sentences give a draft (the comparison is not one of 422s)
        expect(drafts).toBeGreaterThan(SENTENCES.length * 0.8);
      });
    }
  }
});
