// The Fastify application: one encapsulated plugin per tag under /api/v1, shared services
// as decorators, bearer authentication in an onRequest hook, and every error answered as
// application/problem+json from one place.
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import type { AuthenticatedUser } from '../auth/service.ts';
import { todayIn } from '../clock.ts';
import type { StoreRegistry } from '../store/store-registry.ts';
import type { LedgerStore } from '../store/ledger-store.ts';
import { IdempotencyCache } from './idempotency.ts';
import { decodeUtf8Body, parsePreciseJson } from './json-body.ts';
import { CLOSE_GRACE_MS, clientErrors, frameworkErrors, installErrorHandling, MAX_HEADER_BYTES, MAX_PARAM_LENGTH, noRoute, pathSegmentTooLong, rememberAnswers, undecodableQuery, uriTooLong } from './error-handler.ts';
import { Problem } from '../problem.ts';
import { buildOpenApi, type RouteRecord } from './openapi.ts';
import { EVERY_ROUTE_PROBLEMS, NO_QUERY, problems } from './schemas.ts';
import { authRoutes } from './auth.ts';
import { healthRoutes } from './health.ts';
import { transactionRoutes } from './transactions.ts';
import { accountRoutes } from './accounts.ts';
import { balanceRoutes } from './balances.ts';
import { commodityRoutes } from './commodities.ts';
import { priceRoutes } from './prices.ts';
import { payeeRoutes } from './payees.ts';
import { importRoutes } from './import.ts';
import { nlpRoutes } from './nlp.ts';
import { REDACTED_PATHS, serializeRequest } from './log-redaction.ts';
import { RequestLog } from './request-log.ts';
import { buildLazySerializer, buildLazyValidator } from './lazy-compilers.ts';

export const API_PREFIX = '/api/v1';

/** What the routes need: the tests give doubles or real services, startServer the real ones. */
export interface AppDeps {
  readonly auth: {
    login(username: string, password: string, clientIp: string): Promise<unknown>;
    authenticate(authorizationHeader: string | undefined): Promise<AuthenticatedUser>;
  };
  readonly stores: StoreRegistry;
  /** IANA zone for "today" (undefined: the process zone). */
  readonly timezone?: string;
  /** Overrides the clock (tests). */
  readonly today?: () => string;
  readonly bodyLimit?: number;
  readonly uploadLimit?: number;
  /** How long a request may take to arrive, headers and body (ms; see REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs?: number;
  readonly corsOrigins?: readonly string[];
  readonly logger?: FastifyServerOptions['logger'];
  readonly version?: string;
  /** Extra Fastify options (https, ...), from startServer. */
  readonly serverOptions?: Partial<FastifyServerOptions> & { https?: unknown };
  /** Send Strict-Transport-Security (only over HTTPS). */
  readonly hsts?: boolean;
  /** Where Idempotency-Key answers are kept across restarts; without it they live in memory only. */
  readonly idempotencyFile?: string;
}

export interface Services {
  readonly auth: AppDeps['auth'];
  readonly stores: StoreRegistry;
  readonly today: () => string;
  readonly version: string;
  readonly uploadLimit: number;
  readonly idempotency: IdempotencyCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    openapi: () => Record<string, unknown>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** JSON pointers of the numbers in a JSON body (numbers arrive as their decimal text). */
    jsonNumbers: ReadonlySet<string>;
  }
  /** OpenAPI-only parts of a route schema (see openapi.ts). */
  interface FastifySchema {
    tags?: readonly string[];
    summary?: string;
    description?: string;
    security?: readonly unknown[];
    multipartBody?: unknown;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
}

/**
 * A request must have arrived whole (headers and body) within this time, else 408 and the
 * connection is closed: 20 MiB of upload at 1.5 Mbit/s. Node's default, 5 minutes checked every
 * 30 s, let a login that sent one byte every 10 s hold its connection for good (security QA:
 * 2 x 10,500 of them took every file descriptor). Checked every 5 s.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_UPLOAD_LIMIT = 20 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger === undefined || deps.logger === false ? false : loggerOptions(deps.logger === true ? {} : (deps.logger as Record<string, unknown>));
  const securityHeaders: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
    ...(deps.hsts ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
  // Node reads 16 KiB of request line and headers by default: less than the text filters take
  // at their documented maxLength once percent-encoded (MAX_HEADER_BYTES). Over HTTPS the
  // option goes with the TLS ones (Fastify's `http` options are then not used).
  const { https, ...serverOptions } = deps.serverOptions ?? {};
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const nodeServerOptions = {
    maxHeaderSize: MAX_HEADER_BYTES,
    requireHostHeader: false,
    headersTimeout: Math.min(60_000, requestTimeout),
    connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(requestTimeout / 4))),
  };
  const app = Fastify({
    ...(serverOptions as object),
    // requireHostHeader: false lets a request without Host reach the app, to be refused below
    // as every other error is (Node's own answer is a bare 400 without our headers).
    ...(https ? { https: { ...(https as object), ...nodeServerOptions } } : { http: nodeServerOptions }),
    logger,
    logController: new RequestLog(),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // (Fastify sets it on the server, HTTP or HTTPS, over what the server options say; its
    // default, 0, is no limit at all)
    requestTimeout,
    // Fastify's own 503 while closing is plain JSON without our headers; the hook below
    // answers it as problem+json instead (Fastify still adds Connection: close).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrors(securityHeaders, Math.min(CLOSE_GRACE_MS, requestTimeout)),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, allowUnionTypes: true } },
    // Fastify's types describe Ajv's own compile signature; ours takes the route record Fastify passes.
    schemaController: { compilersFactory: { buildValidator: buildLazyValidator, buildSerializer: buildLazySerializer } } as FastifyServerOptions['schemaController'],
  }) as unknown as FastifyInstance;
  // For clientErrors: the answers to requests pipelined before a broken one (see endAfterAnswers).
  rememberAnswers(app.server);
  // An Expect other than 100-continue reaches the app too, to be refused below (Node's own
  // answer is a bare 417).
  app.server.on('checkExpectation', (request, answer) => app.server.emit('request', request, answer));

  const services: Services = {
    auth: deps.auth,
    stores: deps.stores,
    today: deps.today ?? (() => todayIn(deps.timezone)),
    version: deps.version ?? '0.0.0',
    uploadLimit: deps.uploadLimit ?? DEFAULT_UPLOAD_LIMIT,
    idempotency: deps.idempotencyFile === undefined ? new IdempotencyCache() : await IdempotencyCache.withJournal(deps.idempotencyFile),
  };
  app.decorate('services', services);
  if (services.idempotency.journalProblem !== null) app.log.warn(services.idempotency.journalProblem);
  app.decorateRequest('user', null);
  app.decorateRequest('jsonNumbers', null as unknown as ReadonlySet<string>);

  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    // A route that declares no query parameters takes none: an unknown one is a 400, as on the
    // list routes, not ignored (POST ...?dry_run=true must not write what it meant to preview).
    if (route.schema?.querystring === undefined) route.schema = { ...route.schema, querystring: NO_QUERY };
    // What any request can be answered before its route runs (see the onRequest hook and the
    // server options below), in every route's answers so that the document lists it.
    route.schema = { ...route.schema, response: { ...problems(...EVERY_ROUTE_PROBLEMS), ...(route.schema.response as object | undefined) } };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema as RouteRecord['schema'] });
  });
  app.decorate('openapi', () => buildOpenApi(routes, services.version));

  app.removeAllContentTypeParsers();
  // Read as bytes: text that is not UTF-8 is a 400, not a body with U+FFFD written into the ledger.
  // A compressed body is not read (it was taken for text that is not UTF-8: a 400).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const coding = request.headers['content-encoding'];
    if (coding === undefined || /^\s*identity\s*$/i.test(coding)) done(null, payload);
    else done(new Problem(415, 'Unsupported Media Type', `Content-Encoding ${coding.slice(0, 40)} is not supported: send the body uncompressed.`));
  });

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      // JSON is UTF-8 (RFC 8259): another charset would be read as UTF-8 and its text changed
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new Problem(415, 'Unsupported Media Type', `JSON must be sent as UTF-8, not ${charset.slice(0, 40)}.`);
      const parsed = parsePreciseJson(decodeUtf8Body(body as Buffer));
      request.jsonNumbers = parsed.numberPaths;
      done(null, parsed.value);
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  // After schema validation (which names a field that is not allowed at all as such): a JSON
  // number where the API takes text is a 400, not text made of the number.
  app.addHook('preHandler', (request, _reply, done) => {
    const misplaced = request.jsonNumbers === null ? [] : misplacedNumbers(request.jsonNumbers);
    if (misplaced.length === 0) done();
    else done(Problem.badRequest(`The body is not valid: ${misplaced.map((p) => `body${p} must be a string`).join('; ')}.`, misplaced.map((p) => ({ path: `body${p}`, message: 'must be a string, not a number' }))));
  });

  installErrorHandling(app);

  // What Node would refuse itself (see the server options and checkExpectation above), refused
  // as every other error, before authentication.
  app.addHook('onRequest', (request, _reply, done) => {
    const expect = request.headers.expect;
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) done(Problem.badRequest('The request has no Host header, which HTTP/1.1 requires.'));
    else if (expect !== undefined && !CONTINUE_EXPECTATION.test(expect)) done(new Problem(417, 'Expectation Failed', 'The only expectation the service meets is Expect: 100-continue.'));
    // The router refuses a long segment where a route takes a parameter (frameworkErrors); this
    // refuses it on every other path too, which would otherwise be a 404.
    else if (pathSegmentTooLong(request.url)) done(uriTooLong());
    else {
      // (on a path no route serves, the 404 says more than the query: QA)
      const undecodable = request.is404 ? [] : undecodableQuery(request.url);
      if (undecodable.length === 0) done();
      else {
        const errors = undecodable.map((name) => ({ path: `querystring/${name}`, message: 'is not percent-encoded UTF-8' }));
        done(Problem.badRequest(`The querystring is not valid: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, errors));
      }
    }
  });

  // A parameter given twice arrives as a list, which validation would call the wrong type
  // ("must be integer"): it is a 400 saying so. Only the route's own parameters: an unknown one,
  // repeated or not, is left to validation ("is not allowed").
  app.addHook('preValidation', (request, _reply, done) => {
    const declared = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const query = request.query as Record<string, unknown> | null;
    const repeated = query === null ? [] : Object.keys(query).filter((name) => Array.isArray(query[name]) && Object.hasOwn(declared, name));
    if (repeated.length === 0) done();
    else {
      const errors = repeated.map((name) => ({ path: `querystring/${name}`, message: 'is given more than once' }));
      done(Problem.badRequest(`The querystring is not valid: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, errors));
    }
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: it runs on every request and needs no promise.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (closing) done(new Problem(503, 'Service Unavailable', 'The service is shutting down; retry shortly.', [], { 'Retry-After': '5' }));
    else done();
  });

  // Before the authentication hook: a preflight carries no token and must be answered by
  // CORS, and a 401 must still carry the CORS headers so the allowed page can read it.
  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    // An OPTIONS that is no preflight (no Access-Control-Request-Method) is answered as without
    // CORS: no route takes OPTIONS, a 404 problem (the CORS plugin answered a text/plain 400).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] === undefined) reply.callNotFound();
      else done();
    });
    await app.register(cors, {
      origin: deps.corsOrigins.includes('*') ? '*' : [...deps.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Not CORS-safelisted, yet a browser client needs them (throttling, replays, 401 reason).
      exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'WWW-Authenticate'],
      maxAge: 600,
    });
  }

  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    // `/bean/transactions/` (a trailing slash) reaches `/bean/transactions/:id` with an empty id:
    // no such route, as `/bean/accounts/` is, and so a 404 with or without a token (it was a 401
    // without one: a client that logs in again on a 401 would loop on a mistyped URL)
    if (Object.values((request.params ?? {}) as Record<string, unknown>).some((v) => v === '')) throw noRoute(request);
    request.user = await services.auth.authenticate(request.headers.authorization);
  });

  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(securityHeaders);
    // An answer sent while closing ends its connection: a client that keeps connections alive
    // (Fava, apps, most HTTP libraries) otherwise held the close until its 10 s limit, and the
    // process exited 1 (soak QA: every restart while a phone synced).
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    await services.stores.close();
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(healthRoutes);
      await api.register(transactionRoutes);
      await api.register(accountRoutes);
      await api.register(balanceRoutes);
      await api.register(commodityRoutes);
      await api.register(priceRoutes);
      await api.register(payeeRoutes);
      await api.register(importRoutes);
      await api.register(nlpRoutes);
    },
    { prefix: API_PREFIX },
  );
  return app;
}

/** Node's test for an Expect: 100-continue it answers itself (continueExpression in _http_server.js). */
const CONTINUE_EXPECTATION = /(?:^|\W)100-continue(?:$|\W)/i;

/** The caller's logger options, always with our redaction (a caller cannot turn it off). */
function loggerOptions(given: Record<string, unknown>): Record<string, unknown> {
  const serializers = { ...(given.serializers as object | undefined), req: serializeRequest };
  return { ...given, redact: REDACTED_PATHS, serializers };
}

/** The store of the authenticated user's ledger. */
export function storeOf(app: FastifyInstance, user: AuthenticatedUser | null): Promise<LedgerStore> {
  if (user === null) throw new Error('route reached without authentication');
  return app.services.stores.forFile(user.ledger);
}

/**
 * A JSON number is read from its decimal text, so it arrives as a string: only where the API
 * takes numbers may one stand (amounts' `number`, metadata values, the NLP draft's confidence).
 * Anywhere else (a payee, a tag, a name) it is a 400, as any other wrong type is.
 */
// (a cost's `number_total` as a JSON number was refused while its `number` was taken; a transaction
// read by GET and sent back has its `source` line, which is ignored)
const NUMBER_PLACES = [/\/number(?:_total)?$/, /^(?:\/postings\/\d+)?\/meta\/[^/]+$/, /^\/confidence$/, /^\/source\/line$/];

function misplacedNumbers(paths: ReadonlySet<string>): string[] {
  return [...paths].filter((p) => !NUMBER_PLACES.some((re) => re.test(p)));
}
