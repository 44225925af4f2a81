// Answering a write: through the Idempotency-Key cache when the client sent one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyOwner, type StoredAnswer } from './idempotency.ts';

export async function answerWrite(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, produce: () => Promise<StoredAnswer>, bodyForKey: unknown = request.body): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    const answer = await produce();
    return reply.code(answer.status).send(answer.body);
  }
  const owner = request.user === null ? '' : idempotencyOwner(request.user);
  const answer = await app.services.idempotency.answer(owner, `${request.method} ${request.routeOptions.url}`, key, bodyForKey, produce);
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}

export const NO_NUMBERS: ReadonlySet<string> = new Set();
