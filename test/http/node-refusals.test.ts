// Requests Node's HTTP server would refuse itself with a bare answer (no body, none of our
// headers): an HTTP/1.1 request without Host (a bare 400) and an Expect other than 100-continue
// (a bare 417). They are refused by the app instead, as problem+json with the usual headers.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';
import { exchange, expectProblemAnswer } from './raw-exchange.ts';


let t: TestApp;
let port: number;
let auth: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  auth = `Authorization: Bearer ${t.token}\r\n`;
});
afterAll(async () => {
  await t.close();
});

test('an HTTP/1.1 request without Host is a 400 problem', async () => {
  const body = expectProblemAnswer(await exchange(port, `GET ${BASE}/health HTTP/1.1\r\n${auth}Connection: close\r\n\r\n`), 400);
  expect(body.detail).toMatch(/Host/);
});

test('an HTTP/1.0 request without Host is answered (Host is not required there)', async () => {
  const answer = await exchange(port, `GET ${BASE}/health HTTP/1.0\r\n${auth}\r\n`);
  expect(answer.head).toMatch(/^HTTP\/1\.1 200 /);
});

test('Expect: foo is a 417 problem', async () => {
  const body = expectProblemAnswer(await exchange(port, `GET ${BASE}/health HTTP/1.1\r\nHost: localhost\r\n${auth}Expect: foo\r\nConnection: close\r\n\r\n`), 417);
  expect(body.title).toBe('Expectation Failed');
});

test('Expect: 100-continue is still met', async () => {
  const answer = await exchange(port, `GET ${BASE}/health HTTP/1.1\r\nHost: localhost\r\n${auth}Expect: 100-continue\r\nConnection: close\r\n\r\n`);
  expect(answer.head).toBe('HTTP/1.1 100 Continue');
  expect(answer.body).toMatch(/^HTTP\/1\.1 200 /);
});
