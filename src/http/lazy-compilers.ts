// Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), each
// route's schema compiled on its first use rather than all of them before the server
// listens: that compilation (and loading Ajv itself) was a fifth of the start time, and most
// routes are not used in the first seconds, some never.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorCompiler = (route: { schema: unknown; method: string; url: string; httpPart: string }) => Validator;
type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus: string; contentType?: string }) => Serializer;

/** The same Ajv options without type coercion. */
function withoutCoercion(ajvOptions: unknown): unknown {
  const options = (ajvOptions ?? {}) as { customOptions?: Record<string, unknown> };
  return { ...options, customOptions: { ...options.customOptions, coerceTypes: false } };
}

/**
 * A compilersFactory.buildValidator: Fastify's default, each schema compiled when first validated
 * against. Query strings, parameters and headers are text, so their values are coerced to the
 * schema's types; a JSON body already has its types, and coercing them would change what is
 * written (true into "true", ["x"] into "x"): bodies are validated as they are.
 */
export function buildLazyValidator(externalSchemas: unknown, ajvOptions: unknown): ValidatorCompiler {
  const compilers = new Map<boolean, ValidatorCompiler>();
  const real = (body: boolean): ValidatorCompiler => {
    let compiler = compilers.get(body);
    if (compiler === undefined) {
      const selector = require('@fastify/ajv-compiler') as () => (schemas: unknown, options: unknown) => ValidatorCompiler;
      compiler = selector()(externalSchemas, body ? withoutCoercion(ajvOptions) : ajvOptions);
      compilers.set(body, compiler);
    }
    return compiler;
  };
  return (route) => {
    let validate: Validator | null = null;
    const integers = route.httpPart === 'body' ? [] : integerProperties(route.schema);
    const lazy: Validator = (data, context) => {
      validate ??= real(route.httpPart === 'body')(route);
      const written = integers.find((key) => !isDecimalInteger((data as Record<string, unknown> | null)?.[key]));
      if (written !== undefined) {
        lazy.errors = [{ instancePath: `/${written}`, schemaPath: `#/properties/${written}/type`, keyword: 'type', params: { type: 'integer' }, message: 'must be integer' }];
        return false;
      }
      const result = validate(data, context);
      lazy.errors = validate.errors;
      return result;
    };
    // Ajv's functions have it: Fastify then passes the parent object, so that Ajv may
    // coerce or default a root value (a compiled function ignores the extra argument otherwise).
    lazy.schemaEnv = true;
    return lazy;
  };
}

/**
 * The integer parameters of a query or path schema. Ajv coerces text to a number as JavaScript's
 * Number() reads it: limit=0x10 was 16, 1e1 was 10, " 7 " was 7; only decimal digits are an integer.
 */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | null)?.properties ?? {};
  return Object.keys(properties).filter((key) => properties[key]!.type === 'integer');
}

/** Absent, already a number, or text of decimal digits with an optional sign (the schema checks the range). */
function isDecimalInteger(value: unknown): boolean {
  if (value === undefined || typeof value === 'number') return true;
  if (Array.isArray(value)) return value.every(isDecimalInteger);
  return typeof value === 'string' && /^[+-]?\d+$/.test(value);
}

/** A compilersFactory.buildSerializer: Fastify's default, each schema compiled when first used. */
export function buildLazySerializer(externalSchemas: unknown, serializerOptions: unknown): SerializerCompiler {
  let compiler: SerializerCompiler | null = null;
  const real = (): SerializerCompiler => {
    if (compiler === null) {
      const selector = require('@fastify/fast-json-stringify-compiler') as () => (schemas: unknown, options: unknown) => SerializerCompiler;
      compiler = selector()(externalSchemas, serializerOptions);
    }
    return compiler;
  };
  return (route) => {
    let serialize: Serializer | null = null;
    return (data) => (serialize ??= real()(route))(data);
  };
}
