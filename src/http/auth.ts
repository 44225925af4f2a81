// POST /auth/login: username and password for a bearer token.
import type { FastifyInstance } from 'fastify';
import { PASSWORD_PATTERN, problems, textSchemaWith } from './schemas.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { username: string; password: string } }>(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        description: 'Answers a bearer token (JWT, HS256). After 10 failures for one user name, or 50 from one address, within 15 minutes: 429 with Retry-After (behind a reverse proxy, the address is the one X-Forwarded-For gives only when LEDGER_TRUST_PROXY lists the proxy). A name locked by failures from elsewhere stays open to an address that logged in as that user in the last 30 days, with its own limit of 10.',
        security: [],
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: {
            username: { ...textSchemaWith('The user\'s name.', 256), minLength: 1 },
            password: { type: 'string', maxLength: 1024, pattern: PASSWORD_PATTERN, description: 'Any text (never written anywhere): only a NUL (U+0000) or an unpaired UTF-16 surrogate is a 400.' },
          },
        },
        response: {
          200: {
            type: 'object',
            description: 'A bearer token',
            required: ['access_token', 'token_type', 'expires_in'],
            properties: { access_token: { type: 'string' }, token_type: { type: 'string', const: 'Bearer' }, expires_in: { type: 'integer', description: 'seconds' } },
          },
          ...problems(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request) => app.services.auth.login(request.body.username, request.body.password, request.ip),
  );
}
