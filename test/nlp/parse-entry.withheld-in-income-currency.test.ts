// Abroad QA: salary 6000 USD, 800 withheld was a 422 of a deduction in two currencies: the bare 800
// took AUD, the one money of Income:AU:Job that `salary` names, though the income beside it was said
// in USD. An amount said in another money says the category's is not the sentence's: the 800 is
// taken off in USD. With no Income account for USD, the 422 says what to open (it said `open an
// Income account first`, naming none).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const OPENS = `option "operating_currency" "CNY"
option "operating_currency" "AUD"
2026-01-01 commodity USD
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank"
2026-01-01 open Assets:US:Chase USD
  alias: "Chase"
2026-01-01 open Income:AU:Job AUD
  alias: "工资,salary"
`;
const WITH_USD = `${OPENS}2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Tax:Withholding
2026-01-01 open Expenses:Uncategorized
`;

checkedSuite('a deduction said bare beside an income said in another money than its category', WITH_USD, [
  { text: 'salary 6000 USD, 800 withheld', postings: 'Assets:US:Chase 5200 USD; Income:Uncategorized -6000 USD; Expenses:Uncategorized 800 USD', warning: /taken off the income: 6000 earned, 5200 received/ },
  { text: '工资 6000 美元 扣税 800', postings: 'Assets:US:Chase 5200 USD; Income:Uncategorized -6000 USD; Expenses:Uncategorized 800 USD' },
  // (as before: the category's money when nothing says another)
  { text: 'salary 6000, 800 withheld CommBank', postings: 'Assets:AU:CommBank 5200 AUD; Income:AU:Job -6000 AUD; Expenses:Uncategorized 800 AUD', warning: /read 6000 as AUD/ },
  { text: 'salary 6000 AUD, 800 withheld CommBank', postings: 'Assets:AU:CommBank 5200 AUD; Income:AU:Job -6000 AUD; Expenses:Uncategorized 800 AUD' },
], '2026-11-20');

describe('an income in a money no Income account holds', () => {
  const ledger = Ledger.fromText(OPENS, 'ledger.beancount');
  for (const text of ['salary 6000 USD, 800 withheld', '工资 6000 美元 扣税 800']) {
    it(text, () => {
      let problem: unknown = null;
      try {
        parseEntry(ledger, text, '2026-11-20');
      } catch (e) {
        problem = e;
      }
      expect(problem).toBeInstanceOf(Problem);
      expect((problem as Problem).detail).toMatch(/no open Income account can hold USD/);
      expect((problem as Problem).errors[0]!.message).toMatch(/names Income:AU:Job, which holds only AUD: open an Income account for USD/);
    });
  }
});
