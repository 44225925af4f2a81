// The OpenAPI 3.1 document, generated from the routes' own JSON schemas (the same schemas
// that validate requests and serialise answers), so the two cannot drift apart.
import { DOCUMENTED_AS, KEY_REUSED_422, PROBLEM_HEADERS, REPLAYED_HEADER } from './schemas.ts';

export interface RouteRecord {
  readonly method: string;
  readonly url: string;
  readonly schema?: {
    readonly summary?: string;
    readonly description?: string;
    readonly tags?: readonly string[];
    readonly params?: Schema;
    readonly querystring?: Schema;
    readonly headers?: Schema;
    readonly body?: Schema;
    /** A multipart body: documented only (the route reads its parts itself). */
    readonly multipartBody?: Schema;
    readonly response?: Readonly<Record<string, Schema>>;
    readonly security?: readonly unknown[];
    /** Left out of the document (plugins' own routes: @fastify/cors's `OPTIONS *`). */
    readonly hide?: boolean;
  };
}

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: readonly string[] };

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Log in for a bearer token',
  health: 'Service and ledger status, this document',
  transactions: 'Write and read transactions',
  accounts: 'Open and list accounts',
  balances: 'Balances per account at a date',
  commodities: 'Declare and list commodities',
  prices: 'Record and list prices',
  payees: 'Payee records (custom "payee" directives) and payees in use',
  import: 'Import bank and payment statements (CSV, OFX, PDF)',
  nlp: 'Parse a sentence into a transaction draft',
};

const HEAD_DESCRIPTION = 'The GET operation of this path without the body: the same status and headers (Content-Type and Content-Length included), for the same parameters and token.';

export function buildOpenApi(routes: readonly RouteRecord[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].filter((r) => r.schema !== undefined && r.schema.hide !== true).sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url)));
  for (const route of sorted) {
    const schema = route.schema!;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, source] of [['path', schema.params], ['query', schema.querystring], ['header', schema.headers]] as const) {
      if (!source?.properties) continue;
      for (const [name, s] of Object.entries(source.properties)) {
        const { description, ...rest } = documented(s) as Record<string, unknown>;
        parameters.push({ name, in: where, required: where === 'path' || (source.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    // Fastify answers HEAD on every GET route (exposeHeadRoutes) with the GET's schemas: the
    // document lists it as what it is, the GET's status and headers without a body.
    const head = route.method === 'HEAD';
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, path),
      tags: schema.tags ?? [],
      summary: head ? `${schema.summary ?? ''} (status and headers only)`.trim() : schema.summary ?? '',
    };
    if (head) operation.description = HEAD_DESCRIPTION;
    else if (schema.description) operation.description = schema.description;
    if (parameters.length > 0) operation.parameters = parameters;
    if (schema.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: documented(schema.body) } } };
    } else if (schema.multipartBody) {
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: documented(schema.multipartBody) } } };
    }
    const replayable = schema.headers?.properties?.['idempotency-key'] !== undefined;
    const responses: Record<string, unknown> = {};
    for (const [status, s] of Object.entries(schema.response ?? {})) {
      const { description, ...rest } = documented(s) as Record<string, unknown>;
      const type = Number(status) >= 400 ? 'application/problem+json' : 'application/json';
      // A write answers through the Idempotency-Key cache (write-answer.ts): only its 201 is ever stored and replayed.
      const headers = (replayable && status === '201' ? REPLAYED_HEADER : PROBLEM_HEADERS[Number(status)]) ?? {};
      const said = (description as string | undefined) ?? 'OK';
      responses[status] = {
        description: replayable && status === '422' ? `${said}. ${KEY_REUSED_422}` : said,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(head ? {} : { content: { [type]: { schema: rest } } }),
      };
    }
    operation.responses = responses;
    operation.security = schema.security ?? [{ bearerAuth: [] }];
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  const tags = [...new Set(sorted.flatMap((r) => r.schema!.tags ?? []))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'beanledger',
      version,
      description:
        'A self-hosted HTTP service over a plain-text Beancount ledger. Amounts are {"number": "<decimal text>", "currency"}; ' +
        'JSON numbers in requests are read from their decimal text. Lists answer {"data", "meta": {"total", "limit", "offset"}}. ' +
        'Errors answer application/problem+json (RFC 9457). POST requests accept an Idempotency-Key header. ' +
        'HEAD is answered for every GET route (the GET\'s status and headers, without the body), and listed as an operation of its path. ' +
        'A request with a Content-Encoding other than identity is a 415 on every route, GET included; a JSON body must be UTF-8 (another charset is a 415), and an object in it that names a property twice is a 400. ' +
        // A route is a method and a path: one the service does not serve is no operation to list a status on.
        'A path the service does not serve, or a method a path does not take (DELETE /api/v1/bean/transactions), is a 404 problem, with or without a token (no 405); an operation lists 404 only where it looks something up (a transaction by id).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'HS256 with the key (the UTF-8 bytes of LEDGER_JWT_SECRET, else the 32 bytes that the data directory\'s generated jwt-secret file spells in hex: the decoded bytes, not the text); claims sub (the user\'s name), iat and exp, and from POST /auth/login also sst (the session, ended by a password change or the user\'s removal). A token made elsewhere with the key and sub, iat and exp only holds while the user\'s password is one set before the second of its iat.',
        },
      },
    },
  };
}

/**
 * A schema as the document shows it: a copy with the keywords of DOCUMENTED_AS (schemas.ts) in
 * place of its own, at every depth. Validation keeps using the schema itself.
 */
function documented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documented);
  if (schema === null || typeof schema !== 'object') return schema;
  const own = schema as Record<string, unknown> & { [DOCUMENTED_AS]?: Record<string, unknown> };
  const shown = { ...own, ...own[DOCUMENTED_AS] };
  // Object.entries leaves the symbol keys out.
  return Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, documented(value)]));
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '')
    .split(/[/.]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? 'by-' + w.slice(1, -1) : w));
  return [method.toLowerCase(), ...words].join('-').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
}
