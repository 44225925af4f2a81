// `npm run compare -- <ledger> [<ledger> ...]`: loads each ledger with Beancount 2.3 (bean-check,
// and its loader through /usr/bin/python3) and with this engine, and prints where they differ:
// the errors as bean-check and `check` print them, and each account's inventory at full
// precision. Exit 0 when every ledger agrees, 1 when one differs, 2 when Beancount is missing
// or could not load a ledger, or a file cannot be read. Nothing of the ledger is sent anywhere;
// the output names accounts and amounts, so look at it before you paste it into an issue.
import { accessSync, constants, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasBeancount } from '../test/support/beancount.ts';
import { compareWithBeancount } from '../test/support/ledger_comparison.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npm run compare -- <ledger> [<ledger> ...]\n');
  process.exit(2);
}
if (!hasBeancount) {
  process.stderr.write('compare needs Beancount 2.3: bean-check on PATH and its Python API for /usr/bin/python3 (apt-get install -y beancount)\n');
  process.exit(2);
}

let status = 0;
for (const file of files.map((f) => resolve(f))) {
  try {
    accessSync(file, constants.R_OK);
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch (err) {
    console.log(`${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); nothing compared`);
    status = Math.max(status, 2);
    continue;
  }
  const result = compareWithBeancount(file);
  if (result.kind === 'beancount-failed') {
    console.log(`${file}: Beancount could not load it (${result.reason}); nothing compared`);
    status = Math.max(status, 2);
    continue;
  }
  const { errors, accounts } = result;
  const differs = errors.onlyOurs.length + errors.onlyTheirs.length + accounts.length > 0;
  let known = '';
  if (errors.atTheirCause > 0) known += `; ${errors.atTheirCause} reported on the line of their cause where Beancount says line 0 (README)`;
  if (errors.pluginsNotRun > 0) known += `; ${errors.pluginsNotRun} plugins neither runs (Beancount cannot import them)`;
  if (errors.movedByMetadata > 0) known += `; ${errors.movedByMetadata} reported on their entry's line, not where its filename/lineno metadata says (README)`;
  if (errors.notUtf8 > 0) known += `; ${errors.notUtf8} files not UTF-8, which only check warns of (README)`;
  console.log(
    `${file}: ${differs ? 'DIFFERS' : 'agrees'} (${result.errorCount} errors, ${result.accountCount} accounts with positions${known})`,
  );
  for (const block of errors.onlyTheirs) console.log(`  only bean-check reports:\n    ${block.split('\n').join('\n    ')}`);
  for (const block of errors.onlyOurs) console.log(`  only check reports:\n    ${block.split('\n').join('\n    ')}`);
  for (const a of accounts) console.log(`  ${a.account}\n    Beancount: ${a.theirs?.join(', ') ?? '(nothing)'}\n    ours:      ${a.ours?.join(', ') ?? '(nothing)'}`);
  if (differs) status = Math.max(status, 1);
}
process.exit(status);
