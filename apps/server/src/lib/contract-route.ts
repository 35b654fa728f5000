import { errorResponseSchema, idempotencyHeadersSchema } from '@doita/shared';
import type {
  Contract,
  EndpointDefinition,
  EndpointRateLimit,
  EndpointSecurity,
} from '@doita/shared';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  FastifyContextConfig,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from './client-address.js';
import type { ZodApp } from './http.js';

/** OpenAPI security of each kind of endpoint; `[]` says "public" (not "unknown"). */
const OPENAPI_SECURITY: Record<EndpointSecurity, Array<Record<string, string[]>>> = {
  bearer: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
  none: [],
};

/** What of an endpoint types its handler: two endpoints with the same schemas share handlers. */
type SchemaPartsOf<E extends EndpointDefinition> = Pick<
  E,
  'params' | 'query' | 'body' | 'responses' | 'raw'
>;

/** The Fastify schema of an endpoint: what validates, serialises and documents it. */
export type RouteSchemaOf<S extends Pick<EndpointDefinition, 'responses'>> = {
  params: S extends { params: infer P } ? P : undefined;
  querystring: S extends { query: infer Q } ? Q : undefined;
  body: S extends { body: infer B } ? B : undefined;
  /** a raw answer (a file, a stream) is written by the handler itself, unchecked */
  response: S extends { raw: true } ? unknown : S['responses'];
} & FastifySchema;

type HandlerOf<S extends Pick<EndpointDefinition, 'responses'>> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<S>,
  ZodTypeProvider
>;

/** A handler typed by its endpoint: request.params/query/body parsed, the answer checked. */
export type ContractHandler<E extends EndpointDefinition> = HandlerOf<SchemaPartsOf<E>>;

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

/** How an idempotent write reads in the OpenAPI document (a route with a `replay` read says more). */
const IDEMPOTENT_DESCRIPTION =
  'Send an `Idempotency-Key` header (a UUID or ULID you make, 1 to 100 letters, digits, ' +
  '`-` or `_`) to make this write safe to send again: a repeat within 24 hours applies ' +
  "nothing twice and answers the first request's status with `Idempotent-Replayed: true`; " +
  'while the first still runs, 409 `IDEMPOTENCY_IN_PROGRESS`; the same key with another ' +
  'body or path, 422.';
const REPLAY_DESCRIPTION =
  "The repeat's body is what the write touched as it now stands, read again for the caller " +
  '(its file links signed for the session asking now), or 404 once it is gone.';
const STORED_DESCRIPTION = "The repeat's body is the first answer's.";

function schemaOf(definition: EndpointDefinition, replays: boolean): FastifySchema {
  const errors = Object.fromEntries(
    definition.errors.map((status) => [status, errorResponseSchema]),
  );
  const description = [
    definition.description,
    definition.idempotent ? IDEMPOTENT_DESCRIPTION : undefined,
    definition.idempotent ? (replays ? REPLAY_DESCRIPTION : STORED_DESCRIPTION) : undefined,
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

/** A handler, or a handler with the route options the few that need more say. */
export type RouteEntry<E extends EndpointDefinition> =
  | ContractHandler<E>
  | {
      handler: ContractHandler<E>;
      /** a body larger than the app's default (BODY_LIMIT_BYTES) */
      bodyLimit?: number;
      /**
       * the handler reads the token's holder in its own statement and signs them in through
       * auth's `signingIn(request)` (`authenticateToken`): a hot read in one round trip, not two
       */
      signsInItself?: true;
      /**
       * the answer is a few fixed bytes, under compression's threshold: the compression
       * hooks would only cost it (a health check polled by a balancer)
       */
      uncompressed?: true;
      /**
       * an idempotent write's repeat answers what it wrote as that now stands, read again from
       * the first answer (a message edited or unsent since, a memory edited), and whatever
       * that read answers when it is gone or no longer the caller's (404): a stored answer
       * would hand back words taken back since, for a day, and file links granted to the
       * session that first asked, which end with it
       */
      replay?: ReplayRead<E>;
    };

/**
 * The id in an idempotent write's first answer: its own (`{ id }`), or that of the thing under
 * `key` (`{ memory: { id } }`).
 */
export function firstAnswerId(first: unknown, key?: string): string {
  const holder: unknown = key ? (first as Record<string, unknown> | null)?.[key] : first;
  const id = (holder as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new Error('an idempotent answer without the id it wrote');
  return id;
}

/** Reads again what an idempotent write's first answer (`first`, as it was sent) names. */
export type ReplayRead<E extends EndpointDefinition> = (
  request: Parameters<ContractHandler<E>>[0],
  first: unknown,
) => Promise<unknown>;

/**
 * An endpoint another module serves because its handler needs that module's services: its
 * routes object says so by name, and that module registers it (the test of the API's
 * routes checks that every declared endpoint is served exactly once).
 */
export interface ServedElsewhere {
  readonly servedBy: string;
}

export const servedBy = (module: string): ServedElsewhere => ({ servedBy: module });

/** Every endpoint of a contract, each to its handler: a missing or an extra key fails the typecheck. */
export type ContractRoutes<C extends Contract> = {
  [K in keyof C]: RouteEntry<C[K]> | ServedElsewhere;
};

/** The routes plugin of one contract, registered by its module under `/api`. */
export type RoutesPlugin = (app: ZodApp) => Promise<void>;

/**
 * `@fastify/rate-limit`'s route config of a declared limit. A limit per user runs as a
 * preHandler, after the onRequest hook that authenticated the request, and counts by the
 * user's id.
 */
function rateLimitConfig(limit: EndpointRateLimit | false): RateLimitOptions | false {
  if (limit === false) return false;
  const { max, timeWindow } = limit;
  if (limit.per === 'address') return { max, timeWindow };
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? clientAddress(request),
  };
}

/** The onRequest hook the endpoint's `security` asks for (the authenticate module's). */
function authenticationOf(app: ZodApp, definition: EndpointDefinition, signsInItself: boolean) {
  if (definition.security === 'none') return undefined;
  if (signsInItself && (definition.security !== 'bearer' || definition.rateLimit !== undefined))
    // a limit counts per user before the handler runs, and a guest has no holder to read
    throw new Error(
      `${definition.operationId}: only a signed-in route without a rate limit signs in itself`,
    );
  const name = signsInItself
    ? 'authenticateToken'
    : definition.security === 'bearer'
      ? 'authenticate'
      : 'optionalAuthenticate';
  if (!app.hasDecorator(name))
    throw new Error(
      `${definition.operationId} needs ${name}: register the authenticate module first`,
    );
  return app[name];
}

function routeOf(
  app: ZodApp,
  definition: EndpointDefinition,
  entry: RouteEntry<EndpointDefinition>,
): RouteOptions {
  const { handler, bodyLimit, signsInItself, uncompressed, replay } =
    typeof entry === 'function' ? { handler: entry } : entry;
  if (replay && !definition.idempotent)
    throw new Error(`${definition.operationId}: only an idempotent write is replayed`);
  const onRequest = authenticationOf(app, definition, signsInItself === true);
  const config: FastifyContextConfig = {};
  if (definition.rateLimit !== undefined) config.rateLimit = rateLimitConfig(definition.rateLimit);
  if (definition.idempotent) config.idempotent = true;
  // The same function the idempotency hook calls; only its generics differ.
  if (replay) config.replay = replay as unknown as NonNullable<FastifyContextConfig['replay']>;
  if (definition.live) config.live = [...definition.live];
  return {
    method: definition.method,
    url: definition.path,
    schema: schemaOf(definition, replay !== undefined),
    ...(onRequest ? { onRequest } : {}),
    ...(Object.keys(config).length ? { config } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    // A request without a body has nothing to inflate: no decompression hook to run on it.
    ...(definition.body || definition.consumes ? {} : { decompress: false as const }),
    ...(uncompressed ? { compress: false as const } : {}),
    // The typed handler is the same function Fastify calls; only its generics differ.
    handler: handler as unknown as RouteHandlerMethod,
  };
}

/**
 * The routes of one contract, as a plugin its module registers with `{ prefix: '/api' }`:
 * method, path, validation, serialisation, OpenAPI, authentication (`security`) and rate
 * limit all come from each endpoint's declaration in packages/shared, so the server cannot
 * answer something the web does not expect, nor forget an endpoint, without failing the
 * typecheck.
 */
export function contractRoutes<const C extends Contract>(
  contract: C,
  routes: ContractRoutes<C>,
): RoutesPlugin {
  return (app) => {
    // In the contract's order, which is also the OpenAPI document's.
    for (const [name, definition] of Object.entries(contract)) {
      const entry = (routes as Record<string, RouteEntry<EndpointDefinition> | ServedElsewhere>)[
        name
      ];
      if (!entry) throw new Error(`${definition.operationId} has no handler`);
      if ('servedBy' in entry) continue;
      app.route(routeOf(app, definition, entry));
    }
    return Promise.resolve();
  };
}
