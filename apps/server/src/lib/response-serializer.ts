import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Every answer goes through its route's response schema before it is written, so a field the
 * schema does not name never leaves the server. The type provider's own serializer encodes
 * (zod's backward direction) for every schema, and encoding parses every checked value twice,
 * once without its checks first: a page of twenty reminders took 80 µs to encode and 24 µs
 * to parse (docs/benchmarks.md, "Answers parsed, not encoded").
 *
 * The two directions give the same value unless the schema holds something that is only one
 * way round: a transform, a pipe (codecs are pipes), a default, a prefault, a catch. A schema
 * with none of them anywhere (`isOneWay` is false) is parsed; any other is encoded as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = resolveSchema(schema);
  const check = isOneWay(zodSchema) ? safeEncode : safeParse;
  return (data) => {
    const result = check(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** A route's response schema: the zod type itself, or `{ properties: zodType }`. */
function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

/** The kinds whose parse and encode differ (or that could not be looked into). */
const ONE_WAY = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'success',
  'promise',
  'function',
]);

const oneWay = new WeakMap<$ZodType, boolean>();

/**
 * Whether parsing `schema` could give another value than encoding it: true when it, or
 * anything inside it, is one of the ONE_WAY kinds. Recursive (lazy) schemas are followed
 * once; a kind this does not know counts as one-way, so a new zod kind is encoded until it
 * is looked at here.
 */
export function isOneWay(schema: $ZodType, visiting = new Set<$ZodType>()): boolean {
  const known = oneWay.get(schema);
  if (known !== undefined) return known;
  if (visiting.has(schema)) return false; // a cycle: decided where it started
  const { type } = schema._zod.def;
  visiting.add(schema);
  const answer =
    ONE_WAY.has(type) || !KNOWN.has(type) || children(schema).some((c) => isOneWay(c, visiting));
  visiting.delete(schema);
  // Inside a cycle a schema can be decided before the cycle's start is: only remember
  // answers reached from the top, where every part has been seen.
  if (answer || visiting.size === 0) oneWay.set(schema, answer);
  return answer;
}

const KNOWN = new Set([
  ...ONE_WAY,
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'enum',
  'literal',
  'file',
  'template_literal',
  'custom',
  'object',
  'array',
  'tuple',
  'record',
  'map',
  'set',
  'union',
  'intersection',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
  'lazy',
]);

/** The schemas directly inside `schema`, whatever its kind. */
function children(schema: $ZodType): $ZodType[] {
  // The definitions differ by kind; each field read here is a zod type where it exists.
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const found: unknown[] = [];
  switch (def['type']) {
    case 'object':
      found.push(...Object.values(def['shape'] as Record<string, unknown>), def['catchall']);
      break;
    case 'array':
      found.push(def['element']);
      break;
    case 'tuple':
      found.push(...(def['items'] as unknown[]), def['rest']);
      break;
    case 'record':
    case 'map':
      found.push(def['keyType'], def['valueType']);
      break;
    case 'set':
      found.push(def['valueType']);
      break;
    case 'union':
      found.push(...(def['options'] as unknown[]));
      break;
    case 'intersection':
      found.push(def['left'], def['right']);
      break;
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      found.push(def['innerType']);
      break;
    case 'lazy':
      found.push((def['getter'] as () => unknown)());
      break;
  }
  return found.filter((child): child is $ZodType => child instanceof $ZodType);
}
