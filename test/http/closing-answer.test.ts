// A request that reaches the app after shutdown began gets a 503 problem (with Retry-After
// and the usual security headers), not Fastify's bare JSON.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connect } from 'node:net';
import { makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close().catch(() => undefined);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('503 problem+json for a request completed while the server closes', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  const ended = new Promise((r) => socket.on('close', r));
  await new Promise((r) => socket.once('connect', r));
  // The request line arrives before the close: the connection is busy, not idle, so the
  // server waits for it; the rest of the request arrives once closing has begun.
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
  await pause(100);
  const closed = t.app.close();
  await pause(100);
  socket.write(`Authorization: Bearer ${t.token}\r\n\r\n`);
  await ended;
  await closed;
  const [head, body] = answer.split('\r\n\r\n') as [string, string];
  expect(head).toMatch(/^HTTP\/1\.1 503 /);
  expect(head).toMatch(/\r\ncontent-type: application\/problem\+json/i);
  expect(head).toMatch(/\r\nretry-after: \d+/i);
  expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
  expect(head).toMatch(/\r\nconnection: close/i);
  expect(JSON.parse(body)).toMatchObject({ status: 503, title: 'Service Unavailable', errors: [] });
});
