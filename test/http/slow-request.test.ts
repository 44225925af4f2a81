// Security QA of session 29: a login that declared a body and sent one byte of it every 10 s kept
// its connection for good (Node's default: 5 minutes, checked every 30 s), and 2 x 10,500 of them
// took every file descriptor of the server. A request must arrive whole within REQUEST_TIMEOUT_MS;
// a shorter one is given here so that the test is quick.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connect } from 'node:net';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/http/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await makeTestApp(undefined, { requestTimeoutMs: 600 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends a login that declares 1000 bytes of body and then drips one byte every 100 ms, for much
 * longer than the timeout; what came back, and when the connection closed (-1: not within 8 s).
 */
async function trickle(allowHalfOpen: boolean): Promise<{ received: string; ended: boolean; after: number }> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen });
  let received = '';
  let ended = false;
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('end', () => (ended = true));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  const started = Date.now();
  socket.write(`POST ${BASE}/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
  const drip = setInterval(() => socket.writable && socket.write(' '), 100);
  const at = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000))]);
  clearInterval(drip);
  socket.destroy();
  return { received, ended, after: at < 0 ? -1 : at - started };
}

test('a request whose body keeps trickling in is answered 408 and its connection closed', async () => {
  const { received, after } = await trickle(false);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(5000);
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
});

// (security QA: a client that ignores the 408, keeps its side open and a byte dripping, held the
// half-closed connection for good: 20 of them 20 descriptors for 250 s)
test('a client that keeps its side open after the 408 is cut off once the grace has passed', async () => {
  const { received, ended, after } = await trickle(true);
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(ended).toBe(true);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(6000);
}, 15_000);

test('the service default leaves a 20 MiB upload at 1.5 Mbit/s time to arrive', () => {
  expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual((20 * 1024 * 1024 * 8) / 1.5e6 * 1000);
});

test('the OpenAPI document lists the 408 on every operation, as a problem', async () => {
  // (QA: a client generated from the document did not expect the 408 the server sends)
  const doc = (await t.get('/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
  const operations = Object.values(doc.paths).flatMap((item) => Object.entries(item));
  expect(operations.length).toBeGreaterThan(15);
  // (a HEAD answer has no body: its 408 is listed without content)
  for (const [method, operation] of operations) expect(Object.keys(operation.responses['408']?.content ?? {})).toEqual(method === 'head' ? [] : ['application/problem+json']);
});
