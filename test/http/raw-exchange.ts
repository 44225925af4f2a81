// A raw HTTP/1.1 exchange on one socket, and the shape every problem answer of the service has
// (for requests that fetch cannot send: bytes Node's parser refuses, a missing Host).
import { expect } from 'vitest';
import { connect } from 'node:net';

/** What the server sends back on one connection for these bytes until it closes it, split at the blank line. */
export function exchange(port: number, request: string | Buffer): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, at), body: text.slice(at + 4) });
    });
    socket.write(request);
  });
}

export function expectProblemAnswer(answer: { head: string; body: string }, status: number): Record<string, unknown> {
  expect(answer.head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer.head).toMatch(/\r\ncontent-type: application\/problem\+json; charset=utf-8/i);
  expect(answer.head).toMatch(/\r\nx-content-type-options: nosniff/i);
  expect(answer.head).toMatch(/\r\ncontent-security-policy: default-src 'none'/i);
  expect(answer.head).toMatch(/\r\ncache-control: no-store/i);
  expect(answer.head).toMatch(/\r\nconnection: close/i);
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(answer.head)?.[1]);
  expect(Buffer.byteLength(answer.body)).toBe(length);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', status, errors: [] });
  expect(typeof body.detail).toBe('string');
  return body;
}
