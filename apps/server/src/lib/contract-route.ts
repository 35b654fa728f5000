import { errorResponseSchema, idempotencyHeadersSchema } from '@doita/shared';
import type { EndpointDefinition, EndpointSecurity } from '@doita/shared';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from './http.js';

/** OpenAPI security of each kind of endpoint; `[]` says "public" (not "unknown"). */
export const OPENAPI_SECURITY: Record<EndpointSecurity, Array<Record<string, string[]>>> = {
  bearer: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
  none: [],
};

/** The Fastify schema of an endpoint: what validates, serialises and documents it. */
export type RouteSchemaOf<E extends EndpointDefinition> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  /** a raw answer (a file, a stream) is written by the handler itself, unchecked */
  response: E['raw'] extends true ? unknown : E['responses'];
} & FastifySchema;

/** A handler typed by its endpoint: request.params/query/body parsed, the answer checked. */
export type ContractHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;

export interface HandleOptions {
  /**
   * The hook that checks the bearer token (`authenticate`, or `optionalAuthenticate` for
   * endpoints a guest may call too); required unless the endpoint is public.
   */
  authenticate?: onRequestAsyncHookHandler;
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/** A raw answer's success schemas, documented under its own media types (not JSON). */
function successResponses(definition: EndpointDefinition): Record<string, unknown> {
  const produces = definition.produces;
  if (!produces) return definition.responses;
  return Object.fromEntries(
    Object.entries(definition.responses).map(([status, schema]) => [
      status,
      {
        description: definition.summary,
        content: Object.fromEntries(produces.map((type) => [type, { schema }])),
      },
    ]),
  );
}

/** How an idempotent write reads in the OpenAPI document (issue 19). */
export const IDEMPOTENT_DESCRIPTION =
  'Send an `Idempotency-Key` header (a UUID or ULID you make, 1 to 100 letters, digits, ' +
  '`-` or `_`) to make this write safe to send again: a repeat within 24 hours answers the ' +
  "first request's status and body with `Idempotent-Replayed: true` and applies nothing " +
  'twice; while the first still runs, 409 `IDEMPOTENCY_IN_PROGRESS`; the same key with ' +
  'another body or path, 422.';

/** The route config and schema part that make a hand-declared route idempotent. */
export const IDEMPOTENT_ROUTE = {
  config: { idempotent: true },
  schema: { headers: idempotencyHeadersSchema, description: IDEMPOTENT_DESCRIPTION },
} as const;

function schemaOf(definition: EndpointDefinition): FastifySchema {
  const errors = Object.fromEntries(
    definition.errors.map((status) => [status, errorResponseSchema]),
  );
  const description = [
    definition.description,
    definition.idempotent ? IDEMPOTENT_DESCRIPTION : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: definition.operationId,
    summary: definition.summary,
    ...(description ? { description } : {}),
    ...(definition.idempotent ? { headers: idempotencyHeadersSchema } : {}),
    tags: [...definition.tags],
    security: OPENAPI_SECURITY[definition.security],
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.consumes ? { consumes: [...definition.consumes] } : {}),
    response: { ...successResponses(definition), ...errors },
  };
}

/**
 * Registers the handler of one declared endpoint: method, path, validation, serialisation,
 * OpenAPI and authentication all come from the declaration in packages/shared, so the
 * server cannot answer something the web does not expect without failing the typecheck.
 * Routes are registered under the `/api` prefix by their module.
 */
export function handle<E extends EndpointDefinition>(
  app: ZodApp,
  definition: E,
  options: HandleOptions,
  handler: ContractHandler<E>,
): void {
  if (definition.security !== 'none' && !options.authenticate)
    throw new Error(`${definition.operationId} is not public: pass its authenticate hook`);
  app.route({
    method: definition.method,
    url: definition.path,
    schema: schemaOf(definition),
    ...(options.authenticate && definition.security !== 'none'
      ? { onRequest: options.authenticate }
      : {}),
    ...(options.config || definition.idempotent || definition.live
      ? {
          config: {
            ...options.config,
            ...(definition.idempotent ? { idempotent: true } : {}),
            ...(definition.live ? { live: [...definition.live] } : {}),
          },
        }
      : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // The typed handler is the same function Fastify calls; only its generics differ.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
