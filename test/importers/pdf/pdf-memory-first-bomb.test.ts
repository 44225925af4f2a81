// The first bomb a process reads, beside a statement. A stopped worker's memory goes back to the
// allocator, which keeps it resident: the process's memory stayed ~240 MiB over what it was when
// the two reads started, and the statement, left alone, was refused for it (in a process whose
// allocator had not yet grown that far: a service's first bomb; pdf-memory-watchdog.test.ts reads
// its bombs in a process that had). This file is its own process, so these are its first reads.
import { expect, it } from 'vitest';
import { buildPdf } from './statement-pdf-builder.ts';
import { longCreditCardStatement } from './statement-layouts.ts';
import { bombBesideStatement, MEMORY_REFUSAL } from './memory-bomb.ts';

it('stops the first bomb beside a statement read, and the statement is read to its end', async () => {
  const statement = await buildPdf(longCreditCardStatement(200));
  const { bombError, pages, finished } = await bombBesideStatement(statement);
  expect(bombError.message).toBe(MEMORY_REFUSAL(128));
  expect(pages).toHaveLength(200);
  expect(finished).toEqual(['bomb', 'statement']);
});
