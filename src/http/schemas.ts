// JSON-schema fragments shared by the route plugins. They validate requests, serialise
// answers and make up the OpenAPI document, so each says what it accepts in its description.
//
// Every pattern that reaches the document is portable: the same language in ECMAScript with and
// without the u flag (Ajv compiles with it) and in Python's re (what Python validators of the
// document use). So no \u{...}, no \p{...}, and [0-9] rather than \d (Python's \d takes every
// Unicode digit). A test compiles every pattern of the document both ways.
import { UNWRITABLE_CONTROL_CLASS } from '../text/control-characters.ts';

/**
 * Keywords the OpenAPI document shows in place of the schema's own (openapi.ts applies them);
 * validation never sees them (a symbol key is no JSON-schema keyword). For what the document
 * cannot state the way the service checks it: a JSON number where the validated body holds its
 * decimal text (json-body.ts), a Unicode rule that only the u flag can write.
 */
export const DOCUMENTED_AS: unique symbol = Symbol('documented as');

export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** Decimal text; a JSON number is read from its text too. Exponents are short to keep numbers sane. */
export const NUMBER_PATTERN = '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]{1,2})?$';
/** Beancount 2.3 currency syntax. */
// TRUE, FALSE and NULL fit the pattern but are keywords to Beancount's lexer, never currencies.
export const CURRENCY_PATTERN = "^(?!(?:TRUE|FALSE|NULL)$)[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]$";
/**
 * Character classes of Beancount 2.3's account syntax, written portably (see the top): `[^...]`
 * of the ASCII characters left out means "these ASCII characters or any non-ASCII one", which
 * reads the same code point by code point (u flag, Python) as code unit by code unit (no u flag:
 * both halves of a surrogate pair are non-ASCII).
 */
const ROOT_START = '[^\\x00-\\x40\\x5B-\\x7F]'; // A-Z or non-ASCII
const COMPONENT_START = '[^\\x00-\\x2F\\x3A-\\x40\\x5B-\\x7F]'; // 0-9, A-Z or non-ASCII
const NAME_CHAR = '[^\\x00-\\x2C\\x2E\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7F]'; // -, 0-9, A-Z, a-z or non-ASCII
/** Beancount 2.3's lexer's account syntax (any non-ASCII character is allowed, as in `Expenses:Coffee☕`). */
export const ACCOUNT_PATTERN = `^${ROOT_START}${NAME_CHAR}*(:${COMPONENT_START}${NAME_CHAR}*)+$`;
/** Beancount's tag and link characters. */
export const TAG_PATTERN = '^[A-Za-z0-9\\-_/.]+$';
export const META_KEY_PATTERN = '^[a-z][a-zA-Z0-9_-]+$';

/** A UTF-16 surrogate pair (a lone half of one is no Unicode text). */
const SURROGATE_PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
/**
 * Text a JSON body may hold: the pattern json-body.ts tests every string of a body with (but a
 * password), so that the document and the service never disagree. No control character the
 * ledger cannot keep escaped (C0 but \b \t \n \f \r, DEL, C1; NUL among them) and no lone UTF-16
 * surrogate. Portable (see the top): the class excludes every surrogate, code point (u flag,
 * Python) or code unit (no u flag), and a pair is taken as its two halves in a row.
 */
export const TEXT_PATTERN = `^(?:[^${UNWRITABLE_CONTROL_CLASS}\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`;
/** A password is never written: only NUL and a lone surrogate are refused (json-body.ts). */
export const PASSWORD_PATTERN = `^(?:[^\\x00\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`;

/** What the service checks of a date beyond its pattern (wire.ts requireDates). */
const DATE_RULE = 'A real calendar date from 0001-01-01 on (2024-02-30 or 0000-01-01 is a 400).';
export const dateSchema = { type: 'string', pattern: DATE_PATTERN, description: `YYYY-MM-DD. ${DATE_RULE}` } as const;
/** A request date with a description of its own (the calendar rule kept). */
export function dateSchemaWith(description: string) {
  return { ...dateSchema, description: `${description} YYYY-MM-DD. ${DATE_RULE}` };
}
/** What decimalFrom (wire.ts) checks of every number of a request beyond its pattern. */
const DIGITS_RULE =
  'At most 28 significant digits (the digits before any exponent, leading zeros not counted, trailing ones counted: 0.0012300 has 5), else a 400: Beancount computes with 28.';
/**
 * A number of a request. The JSON body reader turns a JSON number into its decimal text before
 * validation (json-body.ts), so the service validates text; the document also admits the number.
 */
export const numberSchema = {
  type: 'string',
  pattern: NUMBER_PATTERN,
  maxLength: 40,
  description:
    'A decimal number as text ("-12.50"), or a JSON number, which is read from its decimal text (0.30 stays 0.30, never through binary floating point) and must meet the same rules as text: ' +
    `at most 40 characters, an exponent of at most two digits. ${DIGITS_RULE}`,
  [DOCUMENTED_AS]: { type: ['string', 'number'] },
} as const;
export const currencySchema = { type: 'string', pattern: CURRENCY_PATTERN, maxLength: 24 } as const;
/**
 * The most characters an account name in a request may have. Beancount sets no limit, and a
 * ledger written by hand may hold an account of 893 characters (200 components): requests name
 * any account up to this length, new ones included, while a request stays a sane size (the query
 * of GET /bean/transactions with every filter at its limit fits MAX_HEADER_BYTES).
 */
export const ACCOUNT_MAX_LENGTH = 4096;
/** An account or a root of accounts (filters accept `Expenses`). */
export const accountPrefixSchema = {
  type: 'string',
  pattern: `^${ROOT_START}${NAME_CHAR}*(:${COMPONENT_START}${NAME_CHAR}*)*$`,
  maxLength: ACCOUNT_MAX_LENGTH,
} as const;
export const accountSchema = { type: 'string', pattern: ACCOUNT_PATTERN, maxLength: ACCOUNT_MAX_LENGTH } as const;
/**
 * A name for a NEW account: one Beancount 2.3 reads as a valid account, so that opening it can
 * never make bean-check fail, checked by newAccountNameProblem (src/ledger/syntax), which says
 * what is wrong with a name (a 400 at body/name): its lexer's syntax (ACCOUNT_PATTERN), then its
 * grammar's check of the component after the root, whose first character must be uppercase or a
 * digit in Beancount's own, older Unicode table (`Expenses:Food:餐饮` yes, `Expenses:餐饮` and
 * `Assets:Ͱ` no). The service also refuses names Beancount reads but that look like another:
 * not in NFC, or holding a space or an invisible character. The root is any word the lexer reads
 * as one (资产 of `option "name_assets" "资产"`, A☕ of "A☕"): the ledger checks it against its
 * root names (a 422 names them).
 */
export const newAccountSchema = {
  type: 'string',
  maxLength: ACCOUNT_MAX_LENGTH,
  description:
    "An account name Beancount 2.3 reads as valid, under one of the ledger's root names (Assets..., or as renamed by name_* options: 资产). Its lexer's syntax is the pattern shown: " +
    'a root starting with A-Z or a non-ASCII character, then components after colons starting with A-Z, 0-9 or a non-ASCII character, each made of A-Z, a-z, 0-9, hyphens and non-ASCII characters. ' +
    "Its grammar then checks only the component after the root: it must start with what Beancount 2.3's own, older Unicode table counts as an uppercase letter or a decimal digit. " +
    'So Assets:Bank:工商, Expenses:Food:餐饮, Expenses:Food-餐饮 and Expenses:Coffee☕ are taken; Expenses:餐饮 and Assets:Ͱ are not (Beancount 3 reads them; bean-check 2.3 and Fava 1.x report them as invalid). ' +
    "Two kinds of names that Beancount reads are refused too, as they look like another name: one not in Unicode's composed form NFC (Crème written as e and a combining U+0300; the answer gives the NFC form) " +
    'and one holding a space or an invisible character (U+00A0, U+3000, U+200B, U+202E, U+FEFF; the joiners U+200C and U+200D are taken). ' +
    `A name that fails is a 400 whose message says what is wrong; one whose root is not among the ledger's root names is a 422 that names them. At most ${ACCOUNT_MAX_LENGTH} characters, as every account name in a request.`,
  [DOCUMENTED_AS]: { pattern: ACCOUNT_PATTERN },
} as const;

/**
 * A transaction's id (see the README): 20 hex digits of its text's sha256, -2, -3... for the same
 * text again; a pad's padding: 20 hex digits, `-pad`, then -2, -3... for identical pads.
 */
export const TRANSACTION_ID_PATTERN = '^[0-9a-f]{20}(-pad)?(-[0-9]+)?$';
/**
 * What a value that fails one of the patterns above is, in words (error-handler.ts uses it for a
 * 400's message: a pattern alone says nothing to a person who typed `Expenses:food`).
 */
export const PATTERN_MESSAGES: ReadonlyMap<string, string> = new Map([
  [DATE_PATTERN, 'must be a date written YYYY-MM-DD'],
  [NUMBER_PATTERN, 'must be a decimal number ("-12.50")'],
  [CURRENCY_PATTERN, 'must be a currency: 2 to 24 of A-Z, 0-9 and \' . _ -, starting with A-Z and ending with A-Z or 0-9 (CNY, USD, HOOL)'],
  [ACCOUNT_PATTERN, 'must be an account name: a root (Assets, Liabilities, Equity, Income, Expenses or the ledger\'s names for them), then components after colons, each starting with an uppercase letter A-Z, a digit or a non-ASCII character; all of letters A-Z and a-z, digits, hyphens and non-ASCII characters (Expenses:Food)'],
  [`^${ROOT_START}${NAME_CHAR}*(:${COMPONENT_START}${NAME_CHAR}*)*$`, 'must be an account name or a root (Expenses, Expenses:Food)'],
  [TAG_PATTERN, 'must be a tag or link: letters A-Z and a-z, digits and - _ / . (no #/^, no spaces)'],
  [META_KEY_PATTERN, 'must be a metadata key: a lowercase letter, then at least one letter, digit, _ or -'],
  [TEXT_PATTERN, 'must not hold a control character the ledger file could only keep raw, nor an unpaired UTF-16 surrogate'],
  [PASSWORD_PATTERN, 'must not hold a NUL character nor an unpaired UTF-16 surrogate'],
  [TRANSACTION_ID_PATTERN, 'must be a transaction id as the list gives it: 20 lowercase hex digits, then -pad for a pad\'s padding, then -2, -3... for a transaction (or pad) written the same as an earlier one'],
]);
export const tagSchema = { type: 'string', pattern: TAG_PATTERN, maxLength: 128 } as const;
const TEXT_RULE =
  'A control character the ledger file could only keep raw (U+0000 to U+001F but \\b \\t \\n \\f \\r, U+007F DEL, U+0080 to U+009F) or an unpaired UTF-16 surrogate ("\\ud800") is a 400.';
/** Free text written as a Beancount string: any text TEXT_PATTERN takes (escaped when written). */
export const textSchema = { type: 'string', maxLength: 4096, pattern: TEXT_PATTERN, description: `Any Unicode text, escaped when written. ${TEXT_RULE}` } as const;
/** Free text of a request that has a description of its own (the text rule kept). */
export function textSchemaWith(description: string, maxLength = 4096) {
  return { ...textSchema, maxLength, description: `${description} ${TEXT_RULE}` };
}
/**
 * A free-text filter of a list (payee, q, prefix). Empty is a 400 ("must not be empty", see
 * error-handler.ts), as every other empty filter is: not a filter that matches everything.
 */
export function textFilterWith(description: string, maxLength = 4096) {
  return { type: 'string', minLength: 1, maxLength, description: `${description} Empty is a 400, as for the other filters.` } as const;
}
/** Text that may be null, meaning absent (not coerced to ""). */
export const optionalTextSchema = { ...textSchema, type: ['string', 'null'] } as const;

export const amountSchema = {
  type: 'object',
  required: ['number', 'currency'],
  additionalProperties: false,
  properties: { number: numberSchema, currency: currencySchema },
} as const;

/** An amount in answers: the number as the ledger holds it, of any length (no request limits). */
export const amountOutSchema = {
  type: 'object',
  required: ['number', 'currency'],
  properties: { number: { type: 'string', description: 'Decimal number as text.' }, currency: { type: 'string' } },
} as const;

/** Metadata in requests: strings, numbers (written as numbers), booleans, null, amounts. */
export const metaInSchema = {
  type: 'object',
  description:
    'Metadata: key -> string, number, boolean, null or amount. A JSON number is written as a Beancount number, read from its decimal text: ' +
    'at most 28 significant digits and shorter than 256 characters written out without an exponent, else a 400 (a string stays a string: "5" is written "5"). ' +
    `A string value: ${TEXT_RULE} ` +
    'Keys as Beancount 2.3\'s lexer allows: [a-z][a-zA-Z0-9_-]+, a lowercase letter and at least one more letter, digit, _ or - (so at least two characters), at most 128 characters; filename and lineno are reserved. At most 64 keys.',
  maxProperties: 64,
  propertyNames: { pattern: META_KEY_PATTERN, maxLength: 128, not: { enum: ['filename', 'lineno'] } },
  // One schema with a list of types, not anyOf: with type coercion on, anyOf's string branch
  // would turn true into "true" and null into "".
  // A JSON number arrives as its decimal text (json-body.ts), a string to validation.
  additionalProperties: {
    type: ['string', 'boolean', 'null', 'object'],
    maxLength: 4096,
    pattern: TEXT_PATTERN,
    if: { type: 'object' },
    then: amountSchema,
    [DOCUMENTED_AS]: { type: ['string', 'number', 'boolean', 'null', 'object'] },
  },
} as const;

/** Metadata in answers: numbers as decimal text, dates/accounts/currencies/tags as strings. */
export const metaOutSchema = {
  type: 'object',
  description: 'Metadata as written (numbers as decimal strings; the reserved filename and lineno are not shown). meta_types beside it says which values are numbers, dates, accounts, currencies or tags.',
  additionalProperties: true,
} as const;

/**
 * The Beancount types of metadata values that a JSON string stands for in an answer (JSON's own
 * string, boolean, null and the amount object need no word). A link is in the engine's list of
 * value types, but Beancount 2.3 reads none as a metadata value (`^x` there is a syntax error).
 */
export const META_TYPES_OUT = ['number', 'date', 'account', 'currency', 'tag', 'link'] as const;
/** The types a request may ask for: those Beancount 2.3 writes and reads back. */
export const META_TYPES_IN = ['number', 'date', 'account', 'currency', 'tag'] as const;
export type MetaTypeIn = (typeof META_TYPES_IN)[number];

/** Beside `meta` in answers: the Beancount type of each value that is neither a string nor JSON's own type. */
export const metaTypesOutSchema = {
  type: 'object',
  description:
    'Key -> the Beancount type of that metadata value when a plain string in meta does not say it: "number" (meta gives its decimal text), "date" (YYYY-MM-DD), "account", "currency" or "tag" (the name without #). ' +
    'Strings, booleans, null and amounts are not listed (their JSON says what they are). Always present, {} when no value needs it. ' +
    'Send it back beside meta (POST) to write the values with their types: a copy of what GET answers keeps `dd: 2024-01-01` a date and `nx: 1.50` a number.',
  additionalProperties: { type: 'string', enum: [...META_TYPES_OUT] },
} as const;

/** Beside `meta` in requests: the Beancount type to write a value as, instead of a string. */
export const metaTypesInSchema = {
  type: 'object',
  description:
    'Key -> the Beancount type to write that metadata value as (what answers give in meta_types): "number" (a JSON number or decimal text, "1.50"), "date" (a real date YYYY-MM-DD), ' +
    '"account" (an account name Beancount 2.3 takes, under one of the ledger\'s root names, as renamed by name_* options), "currency" (USD) or "tag" (the name without #: A-Z a-z 0-9 - _ / .). ' +
    'Each value named must be a JSON string (a number too for "number") valid for its type, else a 400 naming it (body/meta/dd, body/postings/0/meta/dd); a key with no value of that name in meta is a 400. ' +
    'Keys left out keep today\'s rule: a string is written as a string, a JSON number as a number. "link" is refused: Beancount 2.3 reads no link as a metadata value.',
  maxProperties: 64,
  propertyNames: { pattern: META_KEY_PATTERN, maxLength: 128 },
  additionalProperties: { type: 'string', enum: [...META_TYPES_IN] },
} as const;

export const costOutSchema = {
  type: ['object', 'null'],
  required: ['number', 'currency', 'date', 'label'],
  properties: {
    number: { type: 'string' },
    currency: { type: 'string' },
    date: { type: ['string', 'null'], description: 'The lot date; null only for a lot whose units were left out to be interpolated, which Beancount 2.3 leaves undated.' },
    label: { type: ['string', 'null'] },
  },
} as const;

export const positionSchema = {
  type: 'object',
  required: ['units', 'cost'],
  properties: { units: amountOutSchema, cost: costOutSchema },
} as const;

export const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details (application/problem+json).',
  required: ['type', 'title', 'status', 'detail', 'errors'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: {
            type: 'string',
            description:
              'Where in the request: the part, then a JSON pointer into it without its leading slash: body/postings/0/units/number, body/meta/note (a metadata key), querystring/limit, params/id, headers/idempotency-key ' +
              '(header names in lowercase); the part alone (body) for the part as a whole. For POST /bean/import/files: the multipart field\'s name (file, account, format, preset, mapping, dry_run, or the unknown field sent), ' +
              'or "row N" for a row of the statement (N as in skipped_rows). Empty for the request as a whole (a body that is not JSON, a price that exists) and for a ledger error, which has file and line instead.',
          },
          message: { type: 'string' },
          file: { type: 'string', description: 'For ledger errors: the file, relative to the ledger directory.' },
          line: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** The query string of a route that takes no parameters (app.ts gives it to every such route). */
export const NO_QUERY = { type: 'object', additionalProperties: false } as const;

export const pagingQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'At most 1000; more is a 400.' },
  offset: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0 },
} as const;

export function listOf(item: object): object {
  return {
    type: 'object',
    required: ['data', 'meta'],
    properties: {
      data: { type: 'array', items: item },
      meta: {
        type: 'object',
        required: ['total', 'limit', 'offset'],
        properties: { total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } },
      },
    },
  };
}

/** The error answers a route can give, by status. */
export function problems(...statuses: number[]): Record<string, object> {
  const out: Record<string, object> = {};
  for (const s of statuses) out[String(s)] = { ...problemSchema, description: PROBLEM_DESCRIPTIONS[s] ?? 'Problem' };
  return out;
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed body or parameter',
  401: 'Missing, invalid or expired token (for login: a wrong user name or password)',
  // Listed only where a handler looks something up; an unknown route is no operation (see openapi.ts).
  404: 'Nothing with this id in the ledger',
  409: 'Already exists',
  413: 'Body too large',
  408: 'The request (headers and body) did not arrive whole within 120 s of its first byte (headers within 60 s); the connection is then closed',
  414: 'A segment of the path is longer than 1024 characters once percent-decoded (on any path, whether or not it names a route)',
  415: 'Unsupported media type: a request with a Content-Encoding other than identity (any method, GET included), a body that is not application/json (multipart/form-data for the import), or JSON in a charset other than UTF-8',
  417: 'An Expect header other than 100-continue',
  422: 'Rejected by the ledger checks; nothing written',
  429: 'Too many login attempts',
  431: 'The request line and headers are larger than 192 KiB',
  503: 'The ledger file cannot be read or written now (missing, unreadable, disk full, locked by another process, changing under a write), or the service is shutting down; Retry-After says when to try again',
};

/**
 * Headers that every answer of a status carries (the document declares them): the 401s come
 * from the auth service, the 429 from the login throttle, every 503 names its Retry-After.
 */
export const PROBLEM_HEADERS: Readonly<Record<number, Readonly<Record<string, object>>>> = {
  401: {
    'WWW-Authenticate': {
      description: 'Bearer realm="beanledger" (RFC 6750), with error="invalid_token" when a token was sent but is invalid or expired: Bearer realm="beanledger", error="invalid_token".',
      schema: { type: 'string' },
    },
  },
  429: { 'Retry-After': { description: 'Seconds until the next attempt is let through.', schema: { type: 'integer', minimum: 1 } } },
  503: { 'Retry-After': { description: 'Seconds after which to try again.', schema: { type: 'integer', minimum: 1 } } },
};

/**
 * The 422 of a write that takes an Idempotency-Key, besides the ledger's: the key reused with
 * another body (idempotency.ts). 422 as the IETF Idempotency-Key draft says (409 is its answer to
 * a request still in flight, which here waits instead); told apart by its errors[].path.
 */
export const KEY_REUSED_422 =
  'Or: the Idempotency-Key was already used with a different request body (within 24 hours, by the same user on this route); errors[0].path is then headers/idempotency-key ("reused with a different body"), where a ledger rejection names a body field or is empty with file and line. Nothing was written: send it with a new key.';

/** On the success answer of a write that has an Idempotency-Key header (write-answer.ts). */
export const REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key, replayed: nothing was written this time. Absent otherwise.',
    schema: { type: 'string', const: 'true' },
  },
} as const;

/**
 * Statuses any request can get before it reaches a route (not arrived whole in time, a path
 * segment too long, an Expect the service does not meet, headers too large): app.ts adds them to
 * every route's answers.
 */
export const EVERY_ROUTE_PROBLEMS = [408, 414, 417, 431] as const;
/** What a route that writes to the ledger can answer (no 404: a write looks nothing up by id). */
export const WRITE_PROBLEMS = [400, 401, 409, 413, 415, 422, 503] as const;
/** What a route that reads the ledger can answer (415: a Content-Encoding; 503: its file cannot be read now). */
export const READ_PROBLEMS = [400, 401, 415, 503] as const;

export function paginate<T>(items: readonly T[], limit: number, offset: number): { data: T[]; meta: { total: number; limit: number; offset: number } } {
  return { data: items.slice(offset, offset + limit), meta: { total: items.length, limit, offset } };
}

export const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, description: 'Same key from the same user on the same route within 24 hours (a restart included): the first answer is replayed and nothing is written again. The same key with a different body (the body as JSON: the order of the keys of an object does not count) is a 422 whose errors[0].path is headers/idempotency-key: nothing is written, and a retry of the new body needs a new key. A write that reached the ledger while the service stopped before recording its answer is not written again: a retry of a transaction, account, commodity or price gets its answer made again from the entry as the ledger holds it now (201, replayed); of an import or a payee, or once the entry is gone, a 409 naming the line its text starts on.' },
  },
} as const;
