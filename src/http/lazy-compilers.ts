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
    const lazy: Validator = (data, context) => {
      validate ??= real(route.httpPart === 'body')(route);
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
