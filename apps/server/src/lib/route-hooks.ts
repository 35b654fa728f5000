import type { RouteOptions } from 'fastify';

type HookName = 'preValidation' | 'preHandler' | 'onSend' | 'onResponse';

/**
 * Puts `hook` first among a route's own `name` hooks, from an `onRoute` hook: where a global
 * hook of that name would run, but only on the routes it concerns, so the others pay nothing
 * for it. First also means before the hooks plugins add per route (compression's onSend).
 */
export function prependRouteHook<Name extends HookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends (infer H)[] | infer H ? H : never,
): void {
  const own = route[name] as unknown;
  const hooks: unknown[] = own === undefined ? [] : Array.isArray(own) ? (own as unknown[]) : [own];
  (route as unknown as Record<HookName, unknown[]>)[name] = [hook, ...hooks];
}
