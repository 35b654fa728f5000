import { randomUUID } from 'node:crypto';
import type { RealtimeChange } from '@doita/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANGE_ID, coupleTopic, userTopic } from './events.js';
import type { RealtimeHub } from './events.js';
import { prependRouteHook } from './route-hooks.js';

/** Writes that change nothing another screen shows (sessions, stream tickets, raw uploads). */
const QUIET_AREAS = new Set(['auth', 'events', 'uploads', 'health']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** how far back a couple write counts as "just now" when finding whom it concerned */
const COUPLE_WRITE_WINDOW_MS = 60_000;

export interface LiveChangesDeps {
  hub: Pick<RealtimeHub, 'publish'>;
  /** the other side of each couple row the person just wrote (invitations have no couple yet) */
  recentPartnersOf: (userId: string, since: Date) => Promise<string[]>;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the areas this write changes on others' screens, when not its tags (EndpointDefinition.live) */
    live?: string[];
  }
}

function areasOf(request: FastifyRequest): string[] {
  const live = request.routeOptions.config.live;
  if (live) return live;
  const tags = (request.routeOptions.schema as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * Partners see each other's changes live: after every successful write of a signed-in person,
 * a `changed` event with the areas it touched (the route's OpenAPI tags) goes to their
 * couple's topic and their own (their other tabs and devices); a couple write also goes to
 * whoever it concerned, who may not share a couple topic yet. Pages refetch what they show,
 * where access is checked again. The hub is NOTIFY/LISTEN on PostgreSQL, so every server
 * behind a load balancer delivers it. Sent after the answer, so after the commit.
 */
export function registerLiveChanges(app: FastifyInstance, deps: LiveChangesDeps): void {
  const announce = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 300) return;
    const user = request.currentUser;
    if (!user) return;
    const areas = areasOf(request).filter((area) => !QUIET_AREAS.has(area));
    if (areas.length === 0) return;
    // `change` names this write on every topic it goes to: a stream that listens to two of
    // them (the partner's couple and their own) sends it to its page once (events-routes.ts)
    const data: RealtimeChange & Record<string, string> = {
      areas: areas.join(','),
      by: user.id,
      [CHANGE_ID]: randomUUID(),
    };
    const topics = new Set([userTopic(user.id)]);
    if (user.coupleId) topics.add(coupleTopic(user.coupleId));
    if (areas.includes('couple')) {
      const since = new Date(deps.now().getTime() - COUPLE_WRITE_WINDOW_MS);
      try {
        for (const id of await deps.recentPartnersOf(user.id, since)) topics.add(userTopic(id));
      } catch (error) {
        request.log.warn({ err: error }, 'live changes: partners not found');
      }
    }
    for (const topic of topics) deps.hub.publish({ topic, event: 'changed', data });
  };
  // Only routes that write carry it: a read pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITES.has(method))) return;
    prependRouteHook(route, 'onResponse', announce);
  });
}
