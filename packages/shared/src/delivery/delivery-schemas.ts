import { z } from 'zod';
import { VALIDATION } from '../common/common-schemas.js';

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

/** POST /events/ticket: EventSource cannot send a header, so the stream URL carries this instead. */
export const EVENTS_TICKET_TTL_SECONDS = 60;
export const eventsTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export const eventsQuerySchema = z.object({ ticket: z.string().min(1).max(2000) });

/** What the realtime stream sends: a new notification, or "the couple's reminders changed". */
export const REALTIME_EVENTS = ['notification', 'reminders'] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

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
