// A currency column that says TRUE, FALSE or NULL: keywords in Beancount, never currencies. The
// dry run previewed the rows in currency "NULL" and the import then failed with a 400 that named
// no row ("cannot print currency"). Both are the 422 that names the row, as for `A B` or `€`,
// and the file is unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart } from './test-app.ts';

describe('import: a currency cell that is a Beancount keyword', () => {
  for (const keyword of ['NULL', 'TRUE', 'FALSE']) {
    test(`${keyword} is a 422 naming the row, dry run or not`, async () => {
      const t = await makeTestApp();
      try {
        const before = readFileSync(t.ledgerFile, 'utf8');
        const csv = Buffer.from(`Date,Description,Amount,Currency\n2024-01-20,c,-3.00,${keyword}\n`);
        for (const dryRun of ['true', 'false']) {
          const { payload, headers } = await multipart({ account: 'Assets:Cash', dry_run: dryRun }, 'cur.csv', csv, 'text/csv');
          const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
          expect(r.statusCode, r.body).toBe(422);
          expect(r.json().errors).toContainEqual(expect.objectContaining({ path: 'row 2', message: `"${keyword}" is not a valid currency` }));
        }
        expect(readFileSync(t.ledgerFile, 'utf8')).toBe(before);
      } finally {
        await t.close();
      }
    });
  }
});
