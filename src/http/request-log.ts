// What the request log says about each request. Fastify's default is two info lines per
// request (received, then completed with the request serialised again); one line when the
// answer is sent says the same at info, for about half the cost, with who made the request (the
// user and the client's address). "Received" stays at debug.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction.ts';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // At warn and above (the usual production level), a success is not logged: skip building the line.
    if (!error && !infoEnabled(reply.log)) return;
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10, user: userOf(request, reply.statusCode), remoteAddress: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Who made the request, for an administrator reading the log (QA: a family's requests could not be
 * told apart): the token's user, or the name a login succeeded for. A failed login's name is not
 * logged: a password typed into the name field would be.
 */
function userOf(request: FastifyRequest, status: number): string | undefined {
  if (request.user !== null) return request.user.name;
  if (status !== 200 || !request.routeOptions.url?.endsWith('/auth/login')) return undefined;
  const name = (request.body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' ? name : undefined;
}

/** Pino's level test; a logger without one (Fastify's no-op when logging is off) is asked anyway. */
function infoEnabled(log: object): boolean {
  const test = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof test !== 'function' || test.call(log, 'info');
}
