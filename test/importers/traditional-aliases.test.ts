// Traveller QA of session 32: a card statement's row 一蘭拉麵 (Traditional characters, a Tokyo
// ramen shop) went to Expenses:Uncategorized although 拉面 is an alias of Expenses:Food:Dining.
// An alias is read in a row's text whichever of the two scripts either is written in.
import { describe, expect, it } from 'vitest';
import { plan } from './import-fixtures.ts';

const ledger = (alias: string) => `option "operating_currency" "CNY"
2020-01-01 open Liabilities:CreditCard:CMB CNY
2020-01-01 open Expenses:Food:Dining CNY
  alias: "${alias}"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const csv = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));

async function counterOf(alias: string, description: string): Promise<string> {
  const p = await plan(ledger(alias), { account: 'Liabilities:CreditCard:CMB', today: '2026-11-27', content: csv('交易日期,交易摘要,金额', `2026-11-10,${description},-85.00`) });
  return p.report.transactions[0]!.postings.find((x) => x.account !== 'Liabilities:CreditCard:CMB')!.account;
}

describe('an alias in the other script', () => {
  it('a row in Traditional characters finds an alias in Simplified', async () => {
    expect(await counterOf('拉面', '一蘭拉麵 东京')).toBe('Expenses:Food:Dining');
  });
  it('a row in Simplified characters finds an alias in Traditional', async () => {
    expect(await counterOf('拉麵', '一兰拉面 东京')).toBe('Expenses:Food:Dining');
  });
});
