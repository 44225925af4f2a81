// Every error the service answers, rendered in one place as application/problem+json
// (RFC 9457). Validation errors list each failing path; nothing reveals a stack trace,
// a server path or a secret.
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Problem, type ProblemDetail } from '../problem.ts';
import { NUMBER_PATTERN, PATTERN_MESSAGES } from './schemas.ts';
import { basename } from 'node:path';
import { nearestName } from '../text/nearest-name.ts';
import { formatSize } from '../config.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The answer of a problem. Checks below the route schemas name a place in the body by its JSON
 * pointer (`/postings/0/units/number`); answers say `body/postings/0/units/number`, as the
 * schema validation does.
 */
export function problemBody(status: number, title: string, detail: string, errors: readonly ProblemDetail[] = []): Record<string, unknown> {
  return { type: 'about:blank', title, status, detail, errors: errors.map((e) => ({ ...e, path: e.path.startsWith('/') ? `body${e.path}` : e.path })) };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .code(problem.status)
    .type('application/problem+json; charset=utf-8')
    .send(problemBody(problem.status, problem.title, problem.detail, problem.errors));
}

interface ValidationItem {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
  /** Set by Ajv on the errors of a `propertyNames` schema: the key that failed it. */
  propertyName?: string;
}

/** Ajv errors -> {path, message}, the path a JSON pointer prefixed with where it was (body, querystring, params). */
function validationDetails(context: string, items: readonly ValidationItem[], queryNames: readonly string[] = [], formNames: readonly string[] = []): ProblemDetail[] {
  // A key that fails `propertyNames` yields its own errors and a summary: keep the former, at the key.
  const keyErrors = new Set(items.filter((v) => v.propertyName !== undefined).map((v) => v.instancePath));
  // An `if`/`then` schema's failure is its `then` part's own errors and a summary ("must match
  // "then" schema", QA): keep the former.
  const kept = items.filter((v) => !(v.keyword === 'propertyNames' && keyErrors.has(v.instancePath)) && v.keyword !== 'if');
  return kept.map((v) => {
    if (v.propertyName !== undefined || v.keyword === 'propertyNames') {
      const key = v.propertyName ?? String(v.params.propertyName);
      const said = v.keyword === 'pattern' ? PATTERN_MESSAGES.get(String(v.params.pattern)) : undefined;
      const message = v.keyword === 'not' ? 'is a reserved key' : v.keyword === 'propertyNames' ? 'is not a valid key' : `key ${said ?? v.message ?? 'is invalid'}`;
      return { path: `${context}${v.instancePath}/${key}`, message };
    }
    let path = v.instancePath;
    if (v.keyword === 'required' && typeof v.params.missingProperty === 'string') path += `/${v.params.missingProperty}`;
    if (v.keyword === 'additionalProperties' && typeof v.params.additionalProperty === 'string') path += `/${v.params.additionalProperty}`;
    let message = v.message ?? 'is invalid';
    if (v.keyword === 'additionalProperties') message = 'is not allowed';
    // (QA: ?form=2026-01-01 and ?page=2 were refused without the names the route takes)
    if (v.keyword === 'additionalProperties' && context === 'querystring' && path.lastIndexOf('/') === 0) message = unknownParameter(path.slice(1), queryNames, formNames);
    // (QA: a transaction read by GET and sent back was refused for its id without a reason)
    if (v.keyword === 'additionalProperties' && context === 'body' && path === '/id') message = 'is not allowed: a POST writes something new, it changes nothing that exists (leave id out)';
    if (v.keyword === 'required') message = 'is required';
    if (v.keyword === 'minLength' && v.params.limit === 1) message = 'must not be empty';
    if (v.keyword === 'pattern') message = PATTERN_MESSAGES.get(String(v.params.pattern)) ?? message;
    // (a metadata value: a JSON number arrives as text, so the schema's list leaves numbers out)
    if (v.keyword === 'type' && String(v.params.type) === 'string,boolean,null,object') message = 'must be a string, number, boolean, null or an amount';
    else if (v.keyword === 'type') message = typeMessage(String(v.params.type), path);
    // ("must be equal to one of the allowed values" named none: QA)
    if (v.keyword === 'enum' && Array.isArray(v.params.allowedValues)) message = `must be one of ${v.params.allowedValues.map((a) => JSON.stringify(a)).join(', ')}`;
    return { path: `${context}${path}`, message };
  });
}

/**
 * The words for a query parameter the route does not take: the ones it takes, and the one meant
 * when it is close; a name of one of the route's form fields says to send it as one (newcomer QA:
 * POST /bean/import/files?dry_run=true was told only that the route takes no query parameters).
 */
function unknownParameter(name: string, taken: readonly string[], formNames: readonly string[]): string {
  const asField = formNames.includes(name) && name !== 'file' ? `; ${name} is a form field of this route: send it with the file (-F ${name}=${FIELD_EXAMPLES[name] ?? '<value>'})` : '';
  if (taken.length === 0) return `is not allowed: this route takes no query parameters${asField}`;
  const meant = nearestName(name, taken);
  return `is not allowed${meant === null ? '' : ` (did you mean ${meant}?)`}: this route takes ${taken.join(', ')}${asField}`;
}

/** A value to show in the curl form of a form field sent as a query parameter. */
const FIELD_EXAMPLES: Record<string, string> = { dry_run: 'true', account: 'Assets:Bank', format: 'csv' };

/**
 * Ajv's "must be string" in words; an amount's `number` (a decimal string, or a JSON number read
 * from its text) says what it may be: "must be string" for a null there told a client that
 * numbers are not taken (QA).
 */
function typeMessage(type: string, path: string): string {
  if (type === 'string' && path.endsWith('/number')) return PATTERN_MESSAGES.get(NUMBER_PATTERN) ?? 'must be a decimal number';
  const words: Record<string, string> = { string: 'a string', object: 'an object', array: 'a list', integer: 'an integer', boolean: 'true or false', number: 'a number', null: 'null' };
  return `must be ${type.split(',').map((t) => words[t] ?? t).join(' or ')}`;
}

/** Known Fastify/plugin error codes -> status. */
const CODE_STATUS: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_TYPE: 415,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_PROTO_VIOLATION: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/** What a file system error says about a file, for an answer (the file named without its directory). */
const FILE_TROUBLE: Record<string, string> = {
  ENOENT: 'is missing',
  EISDIR: 'is a directory, not a file',
  ENOTDIR: 'is not where a file can be (a part of its path is not a directory)',
  EACCES: 'cannot be read or written by the service (permissions)',
  EPERM: 'cannot be read or written by the service (permissions)',
  EROFS: 'is on a read-only file system',
  ENOSPC: 'cannot be written: the disk is full',
  EDQUOT: 'cannot be written: the disk quota is used up',
  // (QA: a service under `ulimit -f` answered 500 once the ledger reached the limit)
  EFBIG: 'cannot be written: it would pass the largest file size the service may write (a file size limit such as `ulimit -f`, or the file system\'s)',
  EIO: 'cannot be read or written: the disk reports an input/output error',
  ELOOP: 'cannot be reached: its path is a loop of symbolic links',
};

/**
 * The error's code; EDQUOT too, which Node 24 does not know by its number on Linux (-122): it
 * reports 'UNKNOWN', and a full quota was a bare 500 (QA).
 */
function errorCode(error: { code?: string; errno?: unknown }): string | undefined {
  if (error.code === 'UNKNOWN' && error.errno === -122 && process.platform === 'linux') return 'EDQUOT';
  return error.code;
}

/** A 503 naming the file and the trouble, for a system error about a file; else null. */
export function fileProblem(error: { code?: string; errno?: unknown; path?: unknown; syscall?: unknown }, method: string): Problem | null {
  const code = errorCode(error);
  const trouble = code === undefined ? undefined : FILE_TROUBLE[code];
  if (trouble === undefined || typeof error.syscall !== 'string') return null;
  // the lock's own temporary file (`<ledger>.lock.<pid>.<random>`, see file-lock.ts) is the lock to the user
  const subject = typeof error.path === 'string' ? `The file ${basename(error.path).replace(/(\.lock)\.\d+\.[^.]+$/, '$1')}` : 'The ledger file';
  const written = method === 'GET' || method === 'HEAD' ? '' : '; nothing was written';
  // The lock (or its temporary file) not made for want of permission: the directory is the
  // trouble, not a file that is not there (git QA: "The file real.beancount.lock cannot be read or
  // written" for a directory made read-only)
  if (typeof error.path === 'string' && /\.lock(?:\.\d+\.[^.]+)?$/.test(error.path) && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') && (error.syscall === 'open' || error.syscall === 'link')) {
    const why = code === 'EROFS' ? 'is on a read-only file system' : 'cannot be written by the service (permissions)';
    return new Problem(503, TITLES[503]!, `The lock file ${basename(error.path).replace(/(\.lock)\.\d+\.[^.]+$/, '$1')} cannot be made: the ledger's directory ${why}${written}. The service answers again once that is put right.`, [], { 'Retry-After': '5' });
  }
  return new Problem(503, TITLES[503]!, `${subject} ${trouble}${written}. The service answers again once that is put right.`, [], { 'Retry-After': '5' });
}

/**
 * Errors Fastify's router meets before any route or hook runs (Fastify's `frameworkErrors`): a
 * path segment longer than the router takes, a malformed percent-encoding. Answered as every
 * other error, without echoing the URL. No onSend hook runs for them, so they are given the
 * headers every answer carries here.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      sendProblem(reply, uriTooLong());
      return;
    }
    sendProblem(reply, Problem.badRequest('The request URL is not valid.'));
  };
}

/** The longest path segment the router takes (ids are ~70 characters; no route takes an account name in its path). */
export const MAX_PARAM_LENGTH = 1024;

/** The 414 of a path segment over MAX_PARAM_LENGTH, wherever it is refused. */
export function uriTooLong(): Problem {
  return new Problem(414, TITLES[414]!, `A segment of the path is longer than ${MAX_PARAM_LENGTH} characters.`);
}

/**
 * Whether a segment of the URL's path is longer than MAX_PARAM_LENGTH, counted as the router
 * counts a parameter: in characters (UTF-16 units) once percent-decoded. The router checks only
 * the segments where a route takes a parameter; this is for every other path, so that the rule
 * does not depend on whether the path names a route. A segment that does not decode is counted
 * as it was sent.
 */
export function pathSegmentTooLong(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path.length <= MAX_PARAM_LENGTH) return false;
  return path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH && decodedLength(segment) > MAX_PARAM_LENGTH);
}

/**
 * The names of the query parameters whose name or value is not percent-encoded UTF-8 (`%zz`, a cut
 * `%E5%8D`): the query parser keeps such text as it was sent, and `q=%zz` searched for it (a 200
 * with nothing found), where the same in the path is a 400.
 */
export function undecodableQuery(url: string): string[] {
  const start = url.indexOf('?');
  if (start === -1 || url.indexOf('%', start) === -1) return [];
  const bad: string[] = [];
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    const decodedName = decodes(name);
    if (decodedName === null || !decodes(eq === -1 ? '' : pair.slice(eq + 1))) bad.push(decodedName ?? name);
  }
  return [...new Set(bad)];
}

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}

/**
 * The most bytes of request line and headers the server reads (Node's default is 16 KiB). The
 * query of GET /bean/transactions at its schema's limits (payee, q and account 4096 characters
 * each, tag and link 128...) takes 148 KB when every character is percent-encoded from 4 UTF-8
 * bytes; the rest is room for the headers.
 */
export const MAX_HEADER_BYTES = 192 * 1024;

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (Fastify's `clientErrorHandler`):
 * text that is not HTTP (a space or a raw non-ASCII byte in the URL), a request line and headers
 * over MAX_HEADER_BYTES, a request not received in time. Answered on the socket itself, as every
 * other error and with the headers every answer carries; the connection is then closed, since
 * what follows on it cannot be read as a request.
 */
/**
 * How long a connection ended after a broken or late request may stay open for the client to read
 * its answer and close its side. A client that reads nothing and keeps sending a byte now and then
 * kept it open for good (a half-closed socket: security QA, 20 such held 20 descriptors 250 s).
 */
export const CLOSE_GRACE_MS = 5_000;

/** Ends the socket (after `data`), and destroys it if the client has not closed its side within `graceMs`. */
function endWithin(socket: Socket, graceMs: number, data?: string): void {
  const timer = setTimeout(() => socket.destroy(), graceMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  if (data === undefined) socket.end();
  else socket.end(data);
}

export function clientErrors(headers: Record<string, string>, closeGraceMs = CLOSE_GRACE_MS) {
  return function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // As Node does: nothing to answer on a socket reset or closed.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // Already waiting for the answers before the broken request: Node reports the error again
    // for each chunk it reads after it.
    if (endingSockets.has(socket)) return;
    this.log.debug({ err: error }, 'request rejected by the HTTP parser');
    const answerProblem = () => {
      const problem = clientProblem(error.code);
      const body = JSON.stringify(problemBody(problem.status, problem.title, problem.detail));
      const fields = {
        ...headers,
        'Content-Type': 'application/problem+json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      };
      const head = [`HTTP/1.1 ${problem.status} ${problem.title}`, ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`)];
      endWithin(socket, closeGraceMs, `${head.join('\r\n')}\r\n\r\n${body}`);
    };
    // Pipelined requests read before the broken one are answered first: a 400 written now
    // would take the place of their answers.
    if ((socket as HttpSocket)._httpMessage) endAfterAnswers(socket as HttpSocket, answerProblem, closeGraceMs);
    else answerProblem();
  };
}

/** Node's own fields on the socket of a server connection: the answer being sent, and its parser. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null; parser?: { incoming?: IncomingMessage | null } | null };

/** The answer to each request, which Node does not link from the request (see rememberAnswers). */
const answers = new WeakMap<IncomingMessage, ServerResponse>();

/**
 * Keeps the answer of each request the server reads, so that endAfterAnswers can make the last
 * answer on a connection say Connection: close even while it waits behind earlier ones.
 */
export function rememberAnswers(server: Server): void {
  server.on('request', (request: IncomingMessage, answer: ServerResponse) => answers.set(request, answer));
}

/** Sockets waiting for their answers before they are ended. */
const endingSockets = new WeakSet<Socket>();

/**
 * Lets the answers to the requests read before the broken one go out, the last with Connection:
 * close, then ends the socket: ended, not destroyed, since a close with unread input is a reset
 * that can drop the answers. A request broken inside its body (a bad chunk) waits for the rest
 * of it, which will not come: once it is the one being answered, `answerBroken` answers it.
 */
function endAfterAnswers(socket: HttpSocket, answerBroken: () => void, closeGraceMs: number): void {
  endingSockets.add(socket);
  const lastRequest = socket.parser?.incoming ?? null;
  const lastAnswer = lastRequest === null ? undefined : answers.get(lastRequest);
  if (lastAnswer !== undefined && !lastAnswer.headersSent) lastAnswer.shouldKeepAlive = false;
  const next = (): void => {
    const answer = socket._httpMessage;
    if (answer === null || answer === undefined) endWithin(socket, closeGraceMs);
    else if (answer.req === lastRequest && !lastRequest.complete && !answer.headersSent) answerBroken();
    // after Node's own 'finish' listener, which hands the socket to the next answer in line
    else answer.once('finish', next);
  };
  next();
}

function clientProblem(code: string | undefined): Problem {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new Problem(431, TITLES[431]!, `The request line and headers are larger than ${MAX_HEADER_BYTES / 1024} KiB.`);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new Problem(413, TITLES[413]!, 'The chunk extensions of the request body are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new Problem(408, TITLES[408]!, 'The request was not received in time.');
    case 'HPE_INVALID_URL':
      return Problem.badRequest('The request URL is not valid: spaces and characters outside ASCII must be percent-encoded.');
    default:
      return Problem.badRequest('The request is not valid HTTP/1.1.');
  }
}

/** How a validation error names the part of the request that failed. */
const CONTEXT_WORDS: Record<string, string> = { headers: 'The headers are', params: 'The path parameters are' };

/** POST routes that write nothing: a file error there leaves nothing unwritten to speak of. */
/** How many of a request's validation errors an answer lists (the rest are counted in `detail`). */
export const MAX_LISTED_PROBLEMS = 20;

const READ_ONLY_POSTS = /\/bean\/nlp\/parse$/;

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationItem[]; validationContext?: string }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Problem) return sendProblem(reply, error);
    if (error.validation) {
      const context = error.validationContext ?? 'request';
      const query = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
      const form = request.routeOptions.schema?.multipartBody as { properties?: Record<string, unknown> } | undefined;
      const all = validationDetails(context, error.validation, Object.keys(query?.properties ?? {}), Object.keys(form?.properties ?? {}));
      // (security QA: a 0.9 MB login of 85,000 unknown keys was answered 6.6 MB, each listed twice)
      const details = all.slice(0, MAX_LISTED_PROBLEMS);
      const more = all.length > details.length ? `; and ${all.length - details.length} more` : '';
      return sendProblem(reply, Problem.badRequest(`${CONTEXT_WORDS[context] ?? `The ${context} is`} not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}${more}.`, details));
    }
    const status = (error.code && CODE_STATUS[error.code]) || (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status >= 500) {
      const trouble = fileProblem(error as { code?: string; errno?: unknown; path?: unknown; syscall?: unknown }, READ_ONLY_POSTS.test(request.routeOptions.url ?? '') ? 'GET' : request.method);
      if (trouble !== null) {
        request.log.error({ err: error }, 'ledger file trouble');
        return sendProblem(reply, trouble);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, new Problem(500, TITLES[500]!, 'The server could not answer this request.'));
    }
    // Client errors from Fastify and plugins carry safe messages; keep them short.
    const detail = status === 413 ? bodyTooLarge(request, error) : status === 415 ? unsupportedMediaType(request) : error.message;
    return sendProblem(reply, new Problem(status, TITLES[status] ?? 'Error', detail));
  });

  app.setNotFoundHandler((request, reply) => {
    sendProblem(reply, noRoute(request));
  });
}

/**
 * The 415 of a body the route does not read: what was sent and what to send (QA: "Unsupported
 * media type: none." said neither how nor what).
 */
function unsupportedMediaType(request: FastifyRequest): string {
  const sent = request.headers['content-type'];
  const said = sent === undefined || sent.trim() === '' ? 'The request has no Content-Type.' : `Unsupported media type: ${sent.slice(0, 100)}.`;
  const wanted = MULTIPART_ROUTES.test(request.routeOptions.url ?? '') ? 'Send the statement as multipart/form-data.' : 'Send the body as JSON with Content-Type: application/json.';
  return `${said} ${wanted}`;
}

/** Routes that take a multipart/form-data body; every other body is JSON. */
const MULTIPART_ROUTES = /\/bean\/import\/files$/;

/** Where every route is (app.ts's API_PREFIX, not imported: app.ts imports this file). */
const ROUTE_PREFIX = '/api/v1';

/**
 * The 404 of a path the service does not serve (or a method it does not take there); a path that
 * is a route with the prefix in front says so (newcomer QA: GET /health was "No route GET
 * /health." with no hint that every route is under /api/v1).
 */
export function noRoute(request: FastifyRequest): Problem {
  const path = request.url.split('?')[0]!;
  const prefixed = `${ROUTE_PREFIX}${path}`;
  const meant = path === ROUTE_PREFIX || path.startsWith(`${ROUTE_PREFIX}/`) ? null : request.server.findRoute({ method: request.method as HTTPMethods, url: prefixed });
  const hint = meant === null ? '' : ` Every route is under ${ROUTE_PREFIX} (did you mean ${prefixed}?).`;
  return Problem.notFound(`No route ${request.method} ${path}.${hint}`);
}

/**
 * A body over the route's limit names the limit and its setting, as a statement over the upload
 * limit does (import.ts): "too large" said not how large a request may be.
 */
function bodyTooLarge(request: FastifyRequest, error: FastifyError): string {
  const limit = request.routeOptions.bodyLimit;
  // (an upload's limit is named by its route, import.ts: its body limit is the upload's and the fields')
  const upload = /^multipart\//i.test(request.headers['content-type'] ?? '');
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE' || typeof limit !== 'number' || upload) return 'The request body is too large.';
  return `The request body is larger than the ${formatSize(limit)} a request may have (LEDGER_BODY_LIMIT).`;
}
