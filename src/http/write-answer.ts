// Answering a write: through the Idempotency-Key cache when the client sent one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolve } from 'node:path';
import type { Directive } from '../ledger/core/directives.ts';
import { storeOf } from './app.ts';
import { idempotencyOwner, type RecoverAnswer, type StoredAnswer } from './idempotency.ts';

/**
 * `recover` makes the answer again from the entry written, for a keyed write whose answer a stop
 * of the service lost (see IdempotencyCache.answer).
 */
export async function answerWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<StoredAnswer>,
  bodyForKey: unknown = request.body,
  recover?: RecoverAnswer,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    const answer = await produce();
    return reply.code(answer.status).send(answer.body);
  }
  const owner = request.user === null ? '' : idempotencyOwner(request.user);
  const answer = await app.services.idempotency.answer(owner, `${request.method} ${request.routeOptions.url}`, key, bodyForKey, produce, recover);
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}

export const NO_NUMBERS: ReadonlySet<string> = new Set();

/**
 * The directive of this type that starts on `at` in the user's ledger as it is now: what a write
 * whose answer was lost wrote there (see RecoverAnswer).
 */
export async function directiveWrittenAt<T extends Directive['type']>(app: FastifyInstance, request: FastifyRequest, at: { readonly file: string; readonly line: number }, type: T): Promise<Extract<Directive, { type: T }> | undefined> {
  const snapshot = await (await storeOf(app, request.user)).snapshot();
  const file = resolve(at.file);
  return snapshot.ledger.directives.find((d): d is Extract<Directive, { type: T }> => d.type === type && d.source.line === at.line && resolve(d.source.file) === file);
}
