// What the request log may show. Pino's `redact` covers headers and body fields; the URL
// needs its own care, since a client may put a token or a password in the query string.
import type { FastifyRequest } from 'fastify';

/** Paths pino censors wherever a logged object carries them. */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'body.password', 'password', 'headers.authorization'];

/** Query parameter names whose values are secrets (access_token, password, api_key, ...). */
const SECRET_PARAM = /pass|token|secret|auth|key|session|cookie|jwt|sig/i;

/** The URL with the values of secret-looking query parameters replaced by `[Redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's default request fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    // The Host header as sent to us: request.host would take X-Forwarded-Host from behind a
    // trusted proxy, which the client writes (the README's nginx block does not set it).
    host: request.headers.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
