// Randomly generated ledgers (fixed seeds) booked by us and by Beancount 2.3 must agree.
// The generator avoids inputs on which Beancount itself crashes (a missing price on a lot,
// missing units on a lot, zero units).
import { describe, expect, it } from 'vitest';
import { prng } from '../../../bench/generate-ledger.ts';
import { bookSnippet, bookWithBeancount, errorTexts, mustRunBeancountTests, postingText, referencePostingText } from './snippets.ts';

function generateLedger(seed: number, count: number): string {
  const random = prng(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const lots = ['Assets:S', 'Assets:F', 'Assets:L', 'Assets:N'];
  const quantities = ['1', '2', '3', '5', '10', '0.5', '2.25', '7'];
  const costs = ['100', '101.5', '99.25', '33.333', '12'];
  const lines = [
    '2000-01-01 open Assets:S "STRICT"',
    '2000-01-01 open Assets:F "FIFO"',
    '2000-01-01 open Assets:L "LIFO"',
    '2000-01-01 open Assets:N "NONE"',
    '2000-01-01 open Assets:Cash',
    '2000-01-01 open Income:PnL',
    '2000-01-01 open Expenses:X',
  ];
  if (chance(0.3)) lines.unshift('option "inferred_tolerance_default" "USD:0.005"');
  if (chance(0.3)) lines.unshift('option "infer_tolerance_from_cost" "TRUE"');
  if (chance(0.2)) lines.unshift('option "booking_method" "FIFO"');
  if (chance(0.2)) lines.unshift('option "inferred_tolerance_default" "*:0.01"');
  if (chance(0.2)) lines.unshift('option "inferred_tolerance_multiplier" "0.6"');
  const amount = () => `${chance(0.5) ? '-' : ''}${Math.floor(random() * 100000) / (chance(0.5) ? 100 : 1000)}`;

  for (let i = 0; i < count; i++) {
    const date = `2020-${String(1 + (Math.floor(i / 3) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const txn = [`${date} * "t${i}"`];
    const kind = random();
    const commodity = pick(['HOOL', 'AAPL']);
    const account = pick(lots);
    if (kind < 0.35) {
      // Buy a lot.
      const q = pick(quantities);
      const p = pick(costs);
      const spec = pick([`{${p} USD}`, `{{${p} USD}}`, `{${p} # 1.5 USD}`, `{${p} USD, 2019-12-31}`, `{${p} USD, "lot${i % 3}"}`, '{}', '{USD}']);
      txn.push(`  ${account}  ${q} ${commodity} ${spec}`);
      const incomplete = spec === '{}' || spec === '{USD}';
      if (incomplete || chance(0.4)) txn.push(`  Assets:Cash  ${chance(0.5) ? '-' : ''}${pick(['100', '250.00', '99.25', '1000', '33.3'])} USD`);
      if (!incomplete || chance(0.2)) txn.push('  Assets:Cash');
    } else if (kind < 0.65) {
      // Sell from a lot.
      const q = pick(quantities);
      const spec = pick(['{}', `{${pick(costs)} USD}`, '{USD}', `{"lot${i % 3}"}`, '{2019-12-31}', `{${pick(costs)}}`]);
      const price = chance(0.5) ? ` @ ${pick(costs)} USD` : '';
      txn.push(`  ${account}  -${q} ${commodity} ${spec}${price}`);
      if (chance(0.5)) txn.push(`  Assets:Cash  ${pick(costs)} USD`);
      txn.push(chance(0.7) ? '  Income:PnL' : `  Income:PnL  ${amount()} USD`);
    } else if (kind < 0.85) {
      // Plain expenses, conversions, currencies left out.
      const currency = pick(['USD', 'EUR', 'CAD']);
      txn.push(`  Expenses:X  ${amount()} ${currency}`);
      if (chance(0.4)) txn.push(`  Expenses:X  ${amount()} ${pick(['USD', 'EUR'])}${chance(0.5) ? ` @ 1.${Math.floor(random() * 99)} USD` : ''}`);
      if (chance(0.3)) txn.push(`  Expenses:X  ${amount()} EUR @@ ${Math.floor(random() * 900) + 1}.5 CAD`);
      if (chance(0.2)) txn.push(`  Assets:Cash  ${amount()}`);
      if (chance(0.8)) txn.push('  Assets:Cash');
      if (chance(0.1)) txn.push('  Income:PnL');
    } else if (kind < 0.93) {
      // A price to find, or too many numbers missing.
      txn.push(`  Expenses:X  ${chance(0.5) ? '-' : ''}${pick(quantities)} EUR ${chance(0.5) ? '@' : '@@'} USD`);
      txn.push(chance(0.8) ? `  Assets:Cash  ${amount()} USD` : '  Assets:Cash');
    } else {
      // Units to find through a price; currencies to find from the account's lots.
      const form = random();
      if (form < 0.3) txn.push(`  Expenses:X  ${chance(0.5) ? 'EUR' : ''} @ 1.${Math.floor(random() * 99)} USD`);
      else if (form < 0.6) txn.push(`  ${account}  -${pick(quantities)} ${chance(0.5) ? commodity : ''} {}`);
      else if (form < 0.8) txn.push(`  ${account}  ${pick(quantities)} ${commodity} {} @ ${pick(costs)} USD`);
      else txn.push(`  ! ${account}  ${chance(0.5) ? '-' : ''}${pick(quantities)} ${chance(0.5) ? commodity : ''} {${pick(costs)} USD}`);
      txn.push(`  Assets:Cash  ${amount()} ${chance(0.7) ? 'USD' : ''}`);
      if (chance(0.5)) txn.push('  Income:PnL');
    }
    lines.push(txn.join('\n'));
  }
  return lines.join('\n') + '\n';
}

const run = mustRunBeancountTests() ? describe : describe.skip;

run('random ledgers book as in Beancount 2.3', () => {
  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}`, () => {
      const text = generateLedger(seed, 200);
      const reference = bookWithBeancount(text);
      expect(reference.parse_errors).toEqual([]);
      const ours = bookSnippet(text);
      expect(ours.transactions.map((t) => `${t.source.line}: ${t.postings.map(postingText).join(' | ')}`)).toEqual(
        reference.transactions.map((t) => `${t.line}: ${t.postings.map(referencePostingText).join(' | ')}`),
      );
      expect(errorTexts(ours)).toEqual(reference.errors.map((e) => `${e.line}: ${e.message}`));
    });
  }
});
