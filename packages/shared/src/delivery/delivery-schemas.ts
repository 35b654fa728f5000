import { z } from 'zod';
import { VALIDATION, idSchema } from '../common/common-schemas.js';

/**
 * How reminders reach people outside the open page: Web Push subscriptions, the
 * realtime stream's ticket, and the calendar feed.
 */
const base64url = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .min(8, { error: VALIDATION.invalid })
    .max(max, { error: VALIDATION.invalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: VALIDATION.invalid });

/** What `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: VALIDATION.url })
    .max(2000, { error: VALIDATION.url }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** the browser's P-256 public key (65 bytes, base64url) */
    p256dh: base64url(200),
    /** the 16-byte auth secret */
    auth: base64url(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const deletePushSubscriptionBodySchema = z.object({
  endpoint: z.string().min(1).max(2000),
});

/**
 * How many browsers one person's reminders are pushed to: an eleventh subscription
 * replaces the oldest, so no script can make one reminder fan out without bound.
 */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** GET /push/subscriptions: the caller's devices that get notifications (no endpoints: they are secrets). */
export const pushSubscriptionViewSchema = z.object({
  id: z.string(),
  /** the browser's user agent when it subscribed (the page names the browser from it) */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  /** the last push that reached it; null until one has */
  lastUsedAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;
export const pushSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(pushSubscriptionViewSchema),
});
export type PushSubscriptionsResponse = z.infer<typeof pushSubscriptionsResponseSchema>;
export const pushSubscriptionParamsSchema = z.object({ id: idSchema });
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });

/** What a push message carries (the service worker shows it). */
export interface ReminderPushPayload {
  kind: 'reminder_due';
  reminderId: string;
  title: string;
  /** the occurrence that fell due (ISO) */
  datetime: string;
  /** the app path a click opens */
  url: string;
  /** the reader's language: the worker words the heading in it */
  language: 'vi' | 'en';
}

/** A notification pushed to a device, worded by the server in the reader's language. */
export interface NotificationPushPayload {
  kind: 'notification';
  /** the notification's type (memory_comment, milestone ...) */
  type: string;
  title: string;
  body: string;
  /** the app path a click opens */
  url: string;
  language: 'vi' | 'en';
  /** a later push with the same tag replaces the shown one (a folded notification) */
  tag: string;
}

export type PushPayload = ReminderPushPayload | NotificationPushPayload;

/** POST /events/ticket: EventSource cannot send a header, so the stream URL carries this instead. */
export const EVENTS_TICKET_TTL_SECONDS = 60;
export const eventsTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export const eventsQuerySchema = z.object({ ticket: z.string().min(1).max(2000) });

/**
 * What the realtime stream sends: a new notification; "the couple's reminders changed";
 * or `changed` (data `{ areas, by }`: the OpenAPI tags of what someone of the couple just
 * changed, comma-separated, and who), after every successful write of a signed-in person.
 */
// `memories`: a reaction or comment on one of the couple's memories.
// `messages`: the conversation changed (data: MessageEventData, events/messages-events.ts).
export const REALTIME_EVENTS = [
  'notification',
  'reminders',
  'memories',
  'messages',
  'changed',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** The `changed` event's data. */
export interface RealtimeChange {
  areas: string;
  by: string;
}

/** Event streams one person may hold open (tabs and devices together); the oldest closes. */
export const EVENT_STREAMS_MAX = 5;
/**
 * The stream's last event before the server ends it: `replaced` (a newer stream of the
 * same person took its place: reconnecting would only push another one out), or
 * `signed_out` (the session ended). Either way the page should not reconnect at once.
 */
export const STREAM_CLOSED_EVENT = 'closed';
/**
 * The stream's first event, once it listens: `{ changedAgoMs, listeningForMs }`, how long
 * ago the last change on its topics was heard (absent when none in STREAM_RECENT_CHANGE_MS)
 * and how long this server has been listening (a restarted one knows nothing older). A page's
 * first stream opens after its first answers were read: a change made in between reached
 * neither, and this tells the page whether to ask again (a quiet couple costs nothing).
 * A duration, not a time: the page's clock need not agree with the server's.
 */
export const STREAM_HELLO_EVENT = 'hello';
export const STREAM_RECENT_CHANGE_MS = 10 * 60_000;
export interface StreamHello {
  changedAgoMs?: number;
  /** how long this server has listened: one that started after the page cannot know */
  listeningForMs?: number;
}
export const STREAM_CLOSE_REASONS = ['replaced', 'signed_out'] as const;
export type StreamCloseReason = (typeof STREAM_CLOSE_REASONS)[number];

/** GET /calendar/subscription and POST /calendar/subscription/rotate */
export const calendarSubscriptionResponseSchema = z.object({
  /** https://…/api/calendar/<token>.ics */
  url: z.string(),
  /** the same address as webcal:// for Apple Calendar */
  webcalUrl: z.string(),
});
export const calendarStatusResponseSchema = z.object({
  active: z.boolean(),
  /** when the current link was made */
  createdAt: z.string().nullable(),
});
export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** How far ahead lunar repeats are written out in the feed (calendars cannot compute them). */
export const CALENDAR_LUNAR_YEARS_AHEAD = 10;
