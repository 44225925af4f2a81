// What the PDF reader's tests look at in a read: the refusal it ended with, or the text it gave.
import { expect } from 'vitest';
import type { readPdfText } from '../../../src/importers/pdf/pdf-text.ts';
import { StatementError } from '../../../src/importers/statement.ts';

/** The StatementError the read was refused with (the test fails when it was not refused so). */
export async function refusal(read: Promise<unknown>): Promise<StatementError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

/** The text of each page's items, in order. */
export const textOf = (pages: Awaited<ReturnType<typeof readPdfText>>): string[][] => pages.map((page) => page.items.map((item) => item.text));
