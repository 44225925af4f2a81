// JSON-schema fragments shared by the route plugins. They validate requests, serialise
// answers and make up the OpenAPI document, so each says what it accepts in its description.

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Decimal text; a JSON number is read from its text too. Exponents are short to keep numbers sane. */
export const NUMBER_PATTERN = '^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d{1,2})?$';
/** Beancount 2.3 currency syntax. */
// TRUE, FALSE and NULL fit the pattern but are keywords to Beancount's lexer, never currencies.
export const CURRENCY_PATTERN = "^(?!(?:TRUE|FALSE|NULL)$)[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]$";
/** Beancount 2.3 account syntax (non-ASCII letters are allowed, as in `Expenses:餐饮`). */
export const ACCOUNT_PATTERN = '^[A-Z\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*(:[A-Z0-9\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*)+$';
/** Beancount's tag and link characters. */
export const TAG_PATTERN = '^[A-Za-z0-9\\-_/.]+$';
export const META_KEY_PATTERN = '^[a-z][a-zA-Z0-9_-]+$';

export const dateSchema = { type: 'string', pattern: DATE_PATTERN, description: 'YYYY-MM-DD' } as const;
export const numberSchema = { type: 'string', pattern: NUMBER_PATTERN, maxLength: 40, description: 'A decimal number as text ("-12.50"); a JSON number is read from its decimal text.' } as const;
export const currencySchema = { type: 'string', pattern: CURRENCY_PATTERN, maxLength: 24 } as const;
/** An account or a root of accounts (filters accept `Expenses`). */
export const accountPrefixSchema = {
  type: 'string',
  pattern: '^[A-Z\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*(:[A-Z0-9\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*)*$',
  maxLength: 512,
} as const;
export const accountSchema = { type: 'string', pattern: ACCOUNT_PATTERN, maxLength: 512 } as const;
/**
 * A name for a NEW account: what Beancount 2.3 itself accepts (each component starts with an
 * uppercase letter or a digit; `Assets:中国` is refused by bean-check 2.3, `Assets:Bank-中国` is not),
 * so that opening it can never make bean-check fail. Existing accounts are read with the wider rule.
 */
export const NEW_ACCOUNT_PATTERN = '^\\p{Lu}[\\p{L}\\p{Nd}\\-]*(:[\\p{Lu}\\p{Nd}][\\p{L}\\p{Nd}\\-]*)+$';
export const newAccountSchema = {
  type: 'string',
  pattern: NEW_ACCOUNT_PATTERN,
  maxLength: 512,
  description: 'Beancount 2.3 account syntax: every component starts with an uppercase letter or a digit (Expenses:Food-餐饮, not Expenses:餐饮).',
} as const;
export const tagSchema = { type: 'string', pattern: TAG_PATTERN, maxLength: 128 } as const;
/** Free text written as a Beancount string: any characters (escaped when written). */
export const textSchema = { type: 'string', maxLength: 4096 } as const;
/** Text that may be null, meaning absent (not coerced to ""). */
export const optionalTextSchema = { type: ['string', 'null'], maxLength: 4096 } as const;

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
  description: 'Metadata: key -> string, number, boolean, null or amount. Keys as Beancount allows ([a-z][a-zA-Z0-9_-]*); filename and lineno are reserved.',
  maxProperties: 64,
  propertyNames: { pattern: META_KEY_PATTERN, maxLength: 128, not: { enum: ['filename', 'lineno'] } },
  // One schema with a list of types, not anyOf: with type coercion on, anyOf's string branch
  // would turn true into "true" and null into "".
  additionalProperties: {
    type: ['string', 'boolean', 'null', 'object'],
    maxLength: 4096,
    if: { type: 'object' },
    then: amountSchema,
  },
} as const;

/** Metadata in answers: numbers as decimal text, dates/accounts/currencies/tags as strings. */
export const metaOutSchema = {
  type: 'object',
  description: 'Metadata as written (numbers as decimal strings; the reserved filename and lineno are not shown).',
  additionalProperties: true,
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
          path: { type: 'string', description: 'JSON pointer into the request (body, query or params); empty for the whole request.' },
          message: { type: 'string' },
          file: { type: 'string', description: 'For ledger errors: the file, relative to the ledger directory.' },
          line: { type: 'integer' },
        },
      },
    },
  },
} as const;

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
  401: 'Missing, invalid or expired token',
  404: 'Unknown route or resource',
  409: 'Already exists',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Rejected by the ledger checks; nothing written',
  429: 'Too many login attempts',
  503: 'The ledger file cannot be read or written now (missing, unreadable, disk full, locked by another process, changing under a write); Retry-After says when to try again',
};

/** Statuses every authenticated route can answer. */
export const COMMON_PROBLEMS = [400, 401, 404] as const;
export const WRITE_PROBLEMS = [400, 401, 404, 409, 413, 415, 422, 503] as const;
/** What a route that reads the ledger can answer (503: its file cannot be read now). */
export const READ_PROBLEMS = [400, 401, 503] as const;

export function paginate<T>(items: readonly T[], limit: number, offset: number): { data: T[]; meta: { total: number; limit: number; offset: number } } {
  return { data: items.slice(offset, offset + limit), meta: { total: items.length, limit, offset } };
}

export const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, description: 'Same key from the same user on the same route within 24 hours (a restart included): the first answer is replayed and nothing is written again. A write that reached the ledger while the service stopped before recording its answer is a 409 on retry (written once, answer lost).' },
  },
} as const;
