// Assertions shared by the error-hygiene tests: the RFC 9457 shape the contract fixes, and
// nothing in an error body that tells an attacker about the server (paths, stack frames).
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** A V8 stack frame ("    at fn (/x/y.ts:1:2)") or an internal module reference. */
const STACK_FRAME = /(^|\n|\\n)\s*at\s+\S.*(:\d+:\d+|\(native\))|node:internal|\.ts:\d+:\d+/;

export function expectProblem(r: LightMyRequestResponse, status: number, secrets: readonly string[]): Record<string, unknown> {
  expect(r.statusCode, r.body).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
  expectCleanErrorBody(r.body, secrets);
  const body = r.json() as Record<string, unknown>;
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect((body.title as string).length).toBeGreaterThan(0);
  expect(body.status).toBe(status);
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(0);
  expect(Array.isArray(body.errors)).toBe(true);
  for (const e of body.errors as Record<string, unknown>[]) {
    expect(typeof e.path).toBe('string');
    expect(typeof e.message).toBe('string');
  }
  return body;
}

/** No stack frame and none of `secrets` (temp dir, ledger path, passwords) in the text. */
export function expectCleanErrorBody(text: string, secrets: readonly string[]): void {
  expect(text).not.toMatch(STACK_FRAME);
  for (const s of secrets) expect(text, `body leaks ${s}`).not.toContain(s);
}
