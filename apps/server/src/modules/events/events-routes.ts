import type { ServerResponse } from 'node:http';
import {
  EVENTS_TICKET_TTL_SECONDS,
  STREAM_CLOSED_EVENT,
  STREAM_HELLO_EVENT,
  eventsContract as contract,
} from '@doita/shared';
import type { StreamHello } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { unauthorized } from '../../lib/errors.js';
import type { RealtimeHub, RealtimeMessage } from '../../lib/events.js';
import { CHANGE_ID, coupleTopic, userTopic } from '../../lib/events.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { UsersRepository } from '../users/index.js';
import type { StreamRegistry } from './event-streams.js';
import type { EventTickets } from './events-tickets.js';

export interface EventsRouteDeps {
  tickets: EventTickets;
  hub: Pick<RealtimeHub, 'subscribe' | 'heardAgo' | 'listeningFor'>;
  streams: Pick<StreamRegistry, 'open'>;
  users: Pick<UsersRepository, 'findSignedIn'>;
}

const HEARTBEAT_MS = 25_000;
/** a write's copies arrive together, one per topic: a few names back is plenty */
const CHANGES_REMEMBERED = 16;
/** how long an ended stream's last bytes get to leave at shutdown */
const STREAM_END_GRACE_MS = 1_000;

/**
 * POST /api/events/ticket and GET /api/events?ticket=…: Server-Sent Events. Each event
 * names what changed (`notification`, `reminders`); the page fetches it through the API.
 */
export function eventsRoutes(deps: EventsRouteDeps) {
  const streams = new Set<ServerResponse>();
  const routes = contractRoutes(contract, {
    ticket: async (request) => ({
      ticket: await deps.tickets.issue({
        userId: signedInUser(request).id,
        sessionId: signedInUser(request).sessionId,
      }),
      expiresIn: EVENTS_TICKET_TTL_SECONDS,
    }),

    // Public in OpenAPI terms: the single-use ticket in the query is the credential.
    stream: async (request, reply) => {
      const holder = await deps.tickets.redeem(request.query.ticket);
      // The session it was issued to must still be live (not signed out since).
      const user = holder
        ? await deps.users.findSignedIn(holder.userId, holder.sessionId)
        : undefined;
      if (!holder || !user?.sessionLive) throw unauthorized();
      const topicsOf = (coupleId: string | null) => [
        userTopic(user.id),
        ...(coupleId ? [coupleTopic(coupleId)] : []),
      ];
      let coupleId = user.coupleId;
      const topics = topicsOf(coupleId);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 5000\n: connected\n\n');
      // Nothing is written once the stream has been ended (closed by the registry).
      const write = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      // One write goes to each topic it concerns (a couple write: the couple's and the
      // partner's own), and this stream may listen to several of them: the page hears it
      // once, not a refetch of its whole screen per topic. The write's name stays here.
      const heard: string[] = [];
      const send = (message: RealtimeMessage) => {
        const { [CHANGE_ID]: change, ...data } = message.data ?? {};
        if (change !== undefined) {
          if (heard.includes(change)) return;
          heard.push(change);
          if (heard.length > CHANGES_REMEMBERED) heard.shift();
        }
        write(`event: ${message.event}\ndata: ${JSON.stringify(data)}\n\n`);
        if (message.event === 'changed' && data.areas?.split(',').includes('couple')) follow();
      };
      let unsubscribe = deps.hub.subscribe(topics, send);
      // The couple listened to is the person's current one: after a disconnect (or an
      // acceptance) the stream stops hearing the ended couple (the ex-partner's reminders)
      // and hears the new one. A couple write reaches both people's own topics.
      let closed = false;
      let following = Promise.resolve();
      const follow = () => {
        following = following
          .then(async () => {
            const now = await deps.users.findSignedIn(user.id, holder.sessionId);
            const next = now?.coupleId ?? null;
            if (closed || next === coupleId) return;
            coupleId = next;
            unsubscribe();
            unsubscribe = deps.hub.subscribe(topicsOf(coupleId), send);
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'stream: couple not re-read'),
          );
      };
      // Listening now: what was heard before this (since the page read its first answers,
      // perhaps) is for the page to ask again.
      const changedAgoMs = deps.hub.heardAgo(topics);
      const hello: StreamHello = {
        ...(changedAgoMs === undefined ? {} : { changedAgoMs }),
        listeningForMs: deps.hub.listeningFor(),
      };
      write(`event: ${STREAM_HELLO_EVENT}\ndata: ${JSON.stringify(hello)}\n\n`);
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(raw);
      const forget = deps.streams.open({
        userId: user.id,
        sessionId: holder.sessionId,
        close: (reason) => {
          if (!raw.writableEnded)
            raw.end(`event: ${STREAM_CLOSED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
        },
      });
      raw.on('close', () => {
        clearInterval(heartbeat);
        closed = true;
        unsubscribe();
        forget();
        streams.delete(raw);
      });
    },
  });
  return async (app: ZodApp) => {
    // Open streams would hold a shutdown for its whole grace period: end them first (the
    // page's EventSource comes back to the next server). A client that does not read keeps
    // an ended response's socket open while its last bytes wait: those sockets are cut.
    app.addHook('preClose', (hookDone) => {
      for (const stream of streams) {
        stream.end();
        setTimeout(() => stream.destroy(), STREAM_END_GRACE_MS).unref();
      }
      hookDone();
    });
    await routes(app);
  };
}
