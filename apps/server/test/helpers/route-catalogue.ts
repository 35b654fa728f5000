import { apiContracts, contractEndpoints, memoriesContract, blogContract } from '@doita/shared';
import type { EndpointDefinition } from '@doita/shared';
import type { MakeOwned } from './owned-resources.js';
import { OWNED_RESOURCES, resourceOf } from './owned-resources.js';
import type { TestApp, TestUser } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every API route, derived from the contracts of every area (apiContracts): the access
 * matrix, the fuzz test, the bad-ids test and the OpenAPI test read this list, so a new
 * endpoint is in all of them as soon as it is declared. What a test sends comes from the
 * declaration's `example`; a value that must be the caller's own is in CALLERS_OWN below,
 * and who owns what a path names in OWNED_RESOURCES (owned-resources.ts).
 */
export interface RouteSpec {
  operationId: string;
  method: Method;
  /** as registered, `:param` style */
  url: string;
  /** a bearer token is required (a guest may call `optional` and `none` endpoints) */
  auth: boolean;
  /**
   * A valid body: the access matrix sends it so a 401 is about the token, not the body;
   * the fuzz test mutates it one field at a time.
   */
  body?: (ctx: TestApp, user: TestUser) => unknown;
  query?: Record<string, string>;
  /**
   * For routes naming a resource: creates one owned by `owner` and returns the URL
   * to it. A stranger's token must then get 404, never the resource.
   */
  ownedResourceUrl?: (ctx: TestApp, owner: TestUser) => Promise<string>;
}

type Contracts = typeof apiContracts;
/** every declared operationId, so a typo in the table below fails the typecheck */
type OperationId = {
  [A in keyof Contracts]: {
    [K in keyof Contracts[A]]: Contracts[A][K] extends { operationId: infer Id } ? Id : never;
  }[keyof Contracts[A]];
}[keyof Contracts];

type BodyOf = (ctx: TestApp, user: TestUser, example: Record<string, unknown>) => unknown;

const ownPassword: BodyOf = (_, u) => ({
  currentPassword: u.password,
  newPassword: 'Another-Pass-1',
});
const ownRefreshToken: BodyOf = (_, u) => ({ refreshToken: u.refreshToken });

/** Bodies that must hold the caller's own values (a password, a token, a time to come). */
const CALLERS_OWN: Partial<Record<OperationId, BodyOf>> = {
  register: (ctx, _, example) => ({ ...example, email: ctx.uniqueEmail() }),
  login: (_, u) => ({ email: u.email, password: u.password, rememberMe: true }),
  refreshToken: ownRefreshToken,
  logout: ownRefreshToken,
  logoutOtherSessions: ownRefreshToken,
  forgotPassword: (_, u) => ({ email: u.email }),
  changeAuthPassword: ownPassword,
  changePassword: ownPassword,
  deleteAccount: (_, u) => ({ password: u.password }),
  passkeyRegistrationOptions: (_, u) => ({ password: u.password }),
  createReminder: (ctx, _, example) => ({
    ...example,
    datetime: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(),
  }),
  snoozeReminder: (ctx) => ({
    snoozeUntil: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString(),
  }),
};

/** The maker of what a signed-in path names, with the rest of the path after it. */
function ownedResourceUrl(endpoint: EndpointDefinition): MakeOwned | undefined {
  const named = resourceOf(endpoint.path);
  const make = named && OWNED_RESOURCES[named.resource];
  if (!named || !make) return undefined;
  return async (ctx, owner) => `${await make(ctx, owner)}${named.rest}`;
}

function routeOf(endpoint: EndpointDefinition): RouteSpec {
  const example = endpoint.example?.body as Record<string, unknown> | undefined;
  const own = CALLERS_OWN[endpoint.operationId as OperationId];
  const auth = endpoint.security === 'bearer';
  const owned = ownedResourceUrl(endpoint);
  return {
    operationId: endpoint.operationId,
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    auth,
    ...(own
      ? { body: (ctx: TestApp, user: TestUser) => own(ctx, user, example ?? {}) }
      : example
        ? { body: () => structuredClone(example) }
        : {}),
    ...(endpoint.example?.query ? { query: endpoint.example.query } : {}),
    ...(owned ? { ownedResourceUrl: owned } : {}),
  };
}

export const ROUTES: RouteSpec[] = contractEndpoints(apiContracts).map(routeOf);

export const AUTHENTICATED_ROUTES = ROUTES.filter((route) => route.auth);

/** Signed-in paths that name something whose owner OWNED_RESOURCES does not know. */
export const UNKNOWN_RESOURCES = contractEndpoints(apiContracts)
  .filter((e) => e.security === 'bearer')
  .map((e) => resourceOf(e.path)?.resource)
  .filter((resource) => resource !== undefined && !(resource in OWNED_RESOURCES));

/** A private memory and a private post, valid for anyone, in a couple or not. */
export const MEMORY = memoriesContract.create.example.body;
export const BLOG_POST = blogContract.create.example.body;

/** `/api/items/:id` -> `/api/items/{id}`, as OpenAPI writes paths */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
