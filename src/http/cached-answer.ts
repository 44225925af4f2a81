// Answering a read from the serialised answers kept for the current state of the ledger:
// the same query between two changes is computed and serialised once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LedgerSnapshot } from '../store/ledger-store.ts';

/** Send the 200 answer of this route and query, made by `make` unless kept for this state of the ledger. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, snapshot: LedgerSnapshot, make: () => unknown, alsoDependsOn = ''): FastifyReply {
  // The validated query (defaults filled in), so equivalent spellings share an answer.
  // `alsoDependsOn`: anything else the answer depends on (today's date, say).
  const key = `${request.routeOptions.url ?? request.url}\u0000${JSON.stringify(request.query)}\u0000${JSON.stringify(request.params)}\u0000${alsoDependsOn}`;
  // Kept as bytes: a large answer is then written to the socket without encoding it again.
  const body = snapshot.answer(key, () => Buffer.from(reply.serialize(make()) as string, 'utf8'));
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}
