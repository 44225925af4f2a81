// A request Node's HTTP parser rejects, pipelined behind valid ones on the same connection: the
// valid ones are answered first, the last with Connection: close, and then the connection is
// closed; no 400 takes the place of their answers.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connect } from 'node:net';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

/** Everything the server sends on one connection for these bytes, until it closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

/** The status lines and Connection headers of the answers, in order (an answer starts right after the body before it). */
const heads = (text: string) => [...text.matchAll(/HTTP\/1\.1 \d{3} [^\r]*|(?<=\r\n)connection: [^\r]*/gi)].map((m) => m[0]);

const BROKEN = 'GET /x y z HTTP/1.1\r\n\r\n';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

test('a POST then a broken request: the POST is answered 201, and written', async () => {
  const body = JSON.stringify({ date: '2024-01-20', payee: 'Pipelined', narration: 'Lunch', postings: [{ account: 'Expenses:Food', units: { number: '32.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
  const post = `POST ${BASE}/bean/transactions HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const answer = await exchange(port, post + BROKEN);
  expect(heads(answer)).toEqual(['HTTP/1.1 201 Created', 'Connection: close']);
  expect(await t.ledgerText()).toContain('2024-01-20 * "Pipelined" "Lunch"');
});

test('two GETs then a broken request: both are answered, the second with Connection: close', async () => {
  const get = `GET ${BASE}/health HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.token}\r\n\r\n`;
  const answer = await exchange(port, get + get + BROKEN);
  expect(heads(answer)).toEqual(['HTTP/1.1 200 OK', 'Connection: keep-alive', 'HTTP/1.1 200 OK', 'Connection: close']);
});

test('a chunked body broken midway is still answered with a 400 problem', async () => {
  const post = `POST ${BASE}/bean/transactions HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n`;
  const answer = await exchange(port, post);
  expect(heads(answer)[0]).toBe('HTTP/1.1 400 Bad Request');
  expect(answer).toMatch(/\r\ncontent-type: application\/problem\+json; charset=utf-8\r\n/i);
  expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
});
