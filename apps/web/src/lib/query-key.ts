import type { Query } from '@tanstack/react-query';
import type { BodyOf, EndpointDefinition, ParamsOf, QueryOf } from '@doita/shared';

/**
 * Query keys come from the endpoint a query reads, so no area keeps a key file of its own:
 * `[tag, operationId, input]`, plus who reads for an endpoint anyone may read. A prefix
 * then names a part of the cache: `[tag]` an area (what the realtime stream and a write
 * invalidate), `[tag, operationId]` every answer of one endpoint, `[tag, operationId,
 * { params }]` those about one item (TanStack Query matches a key's objects partially).
 * The tag is the endpoint's first, the area the server names in its `changed` events.
 */

/** Values left out of a key: `{ q: undefined }` and `{}` name the same answers. */
function defined(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined));
}

/**
 * What tells one answer of an endpoint from another: its params and query (and the body of
 * a read sent as a POST, the post preview). Partial, because an infinite list keeps its
 * paging in the page parameter, not in the key.
 */
export type KeyInput<E extends EndpointDefinition> = {
  params?: Partial<ParamsOf<E>>;
  query?: Partial<QueryOf<E>>;
  body?: Partial<BodyOf<E>>;
};

type KeyArgs<E extends EndpointDefinition> = E['security'] extends 'optional'
  ? // a guest and a signed-in reader get different answers, and a guest who signs in keeps
    // the cache (lib/session-cache.ts): who reads is part of the key
    [input: KeyInput<E>, reader: string]
  : [input?: KeyInput<E>];

export type QueryKeyOf<E extends EndpointDefinition> = readonly [
  area: E['tags'][0],
  operationId: E['operationId'],
  input: object,
  reader?: string,
];

/** The area an endpoint belongs to: `[tag]`, every cached answer of that area. */
export function areaKeyOf<E extends EndpointDefinition>(endpoint: E): readonly [E['tags'][0]] {
  return [endpoint.tags[0]];
}

/**
 * Every cached answer of one endpoint, or those for one input (any reader): a filter for
 * `invalidateQueries`, `setQueriesData`, `removeQueries` and a mutation's key.
 */
export function keyPrefixOf<E extends EndpointDefinition>(
  endpoint: E,
  input?: KeyInput<E>,
): readonly [E['tags'][0], E['operationId'], ...object[]] {
  const area = endpoint.tags[0];
  const named = Object.fromEntries(
    Object.entries(input ?? {})
      .filter(([, part]) => part !== undefined)
      .map(([name, part]) => [name, defined(part)]),
  );
  return input ? [area, endpoint.operationId, named] : [area, endpoint.operationId];
}

/** The key of one query: the endpoint it reads, with the input that tells its answer apart. */
export function queryKeyOf<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, reader]: KeyArgs<E>
): QueryKeyOf<E> {
  const [area, operationId, named = {}] = keyPrefixOf(endpoint, input ?? {});
  return reader === undefined ? [area, operationId, named] : [area, operationId, named, reader];
}

/**
 * The cached answers of any of these endpoints: a list read through two endpoints (all of
 * them, or those a search or a filter narrows) is one part of the cache to its screens.
 */
export function queriesOf(...endpoints: readonly EndpointDefinition[]): {
  predicate: (query: Query) => boolean;
} {
  return {
    predicate: ({ queryKey: [area, operationId] }) =>
      endpoints.some((e) => e.tags[0] === area && e.operationId === operationId),
  };
}
