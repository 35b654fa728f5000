import type { z } from 'zod';

/**
 * One endpoint of the API, declared once here and used by both sides: the server registers
 * its handler against it (validated, serialised and documented in OpenAPI from it:
 * apps/server/src/lib/contract-route.ts) and the web calls it through a typed function
 * (apps/web/src/lib/api-contract.ts). Adding a field to a response is one change to a
 * response schema that fails the typecheck on both sides until handled.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** bearer: signed in; optional: either (a public post read by its couple); none: public */
export type EndpointSecurity = 'bearer' | 'optional' | 'none';

/** Error statuses an endpoint documents; their bodies are the app's one error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * How often one client may call an endpoint, counted per server in memory. `per: 'address'`
 * counts the caller's address (for calls made before anyone is signed in); `per: 'user'`
 * counts the signed-in user, so people behind one address do not share a count.
 */
export interface EndpointRateLimit {
  max: number;
  /** `@fastify/rate-limit`'s spelling: `'15 minutes'`, `'1 hour'` */
  timeWindow: string;
  per: 'address' | 'user';
}

export interface EndpointDefinition {
  /** unique, camelCase: the OpenAPI operationId and the name generated clients use */
  operationId: string;
  method: HttpMethod;
  /** below /api, Fastify's syntax for parameters: `/memories/:id` */
  path: string;
  summary: string;
  description?: string;
  tags: readonly [string, ...string[]];
  security: EndpointSecurity;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart/form-data` for file uploads (the body is then not declared as JSON) */
  consumes?: readonly string[];
  /** the success answers by status; the first is the one `call` returns */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  errors: readonly ErrorStatus[];
  /**
   * The answer is not JSON (an iCalendar file, an event stream, a redirect): the server
   * writes it itself and the web does not parse it.
   */
  raw?: true;
  /**
   * The media types of a raw answer (`image/webp`): OpenAPI then documents the success
   * schemas under them instead of `application/json`.
   */
  produces?: readonly string[];
  /**
   * The write honours an `Idempotency-Key` header (the offline queue resends): a repeat
   * with the same key answers the first answer, with `Idempotent-Replayed: true`, and
   * applies nothing twice. The server adds the hook and documents the header.
   */
  idempotent?: true;
  /**
   * The areas a successful write changes on other people's open screens (the live
   * `changed` event): by default its tags. A profile is shown on the couple's screens, so
   * its write says `['couple']`; `[]` for a write no other screen shows.
   */
  live?: readonly string[];
  /**
   * Its own limit on top of the global one; `false` puts it outside every limit (health
   * checks that load balancers poll).
   */
  rateLimit?: EndpointRateLimit | false;
  /**
   * One valid request, required when the endpoint takes a body: the server's tests that
   * call every endpoint (the access matrix, fuzzing) send it, so a new endpoint needs no
   * line of its own there. A value that depends on the caller (a password, a token) is
   * replaced by theirs in those tests.
   */
  example?: { body?: unknown; query?: Record<string, string> };
}

/** A contract: the endpoints of one area, by the name each side calls them. */
export type Contract = Record<string, EndpointDefinition>;

/** Declares an endpoint; the identity function keeps every literal type for inference. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Schema<S> = S extends z.ZodType ? S : never;

export type ParamsOf<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? z.input<Schema<E['params']>>
  : undefined;
export type QueryOf<E extends EndpointDefinition> = E['query'] extends z.ZodType
  ? z.input<Schema<E['query']>>
  : undefined;
export type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? z.input<Schema<E['body']>>
  : undefined;

type SuccessSchemaOf<E extends EndpointDefinition> = E['responses'][keyof E['responses']];

/** What a caller receives: the success body after serialisation (the schema's output). */
export type ReplyOf<E extends EndpointDefinition> =
  SuccessSchemaOf<E> extends z.ZodType ? z.output<SuccessSchemaOf<E>> : undefined;

type OptionalKeys<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];
type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type Relaxed<T> = Omit<T, OptionalKeys<T>> & Partial<Pick<T, OptionalKeys<T>>>;

/** The input of a call: `{ params, query, body }`, each only when the endpoint has it. */
export type CallInput<E extends EndpointDefinition> = Relaxed<
  Present<{ params: ParamsOf<E>; query: QueryOf<E>; body: BodyOf<E> }>
>;

/** The path with its parameters filled in and encoded: `/memories/:id` → `/memories/abc`. */
export function endpointPath(
  definition: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, string | number>,
): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" for ${definition.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of the answer `call` returns (the first success status), if any. */
export function successSchema(definition: EndpointDefinition): z.ZodType | undefined {
  const statuses = Object.keys(definition.responses)
    .map(Number)
    .sort((a, b) => a - b);
  const first = statuses[0] as SuccessStatus | undefined;
  return first === undefined ? undefined : definition.responses[first];
}

/** Every endpoint of a contract map, flattened (for coverage tests and lists). */
export function contractEndpoints(
  contracts: Record<string, Record<string, EndpointDefinition>>,
): EndpointDefinition[] {
  return Object.values(contracts).flatMap((group) => Object.values(group));
}
