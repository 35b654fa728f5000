import { randomUUID } from 'node:crypto';
import {
  CHECKIN_LIMITS,
  VALIDATION,
  checkinDayAhead,
  checkinDayError,
  checkinDayOf,
  checkinDayOverMessage,
  checkinWindow,
} from '@doita/shared';
import type { Checkin, CheckinsView, SetCheckinBody } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { fieldInvalid } from '../../lib/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { CheckinViewer, CheckinsRepository } from './checkins-repository.js';
import type { CheckinRow } from './checkins-schema.js';

export interface CheckinsServiceDeps {
  checkins: CheckinsRepository;
  clock: Clock;
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error: (obj: object, msg: string) => void };
}

export type CheckinsService = ReturnType<typeof createCheckinsService>;

export const checkinViewerOf = (user: UserWithCouple): CheckinViewer => ({
  userId: user.id,
  coupleId: user.coupleId ?? null,
});

export function toCheckin(row: CheckinRow, viewerId: string): Checkin {
  return {
    id: row.id,
    userId: row.userId,
    day: row.day,
    mood: row.mood as Checkin['mood'],
    note: row.note,
    mine: row.userId === viewerId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The day a check-in is for: the day the person tapped on when the client says it (a
 * check-in queued offline at 23:59 and sent after midnight keeps its day, rather than
 * replacing the next day's), refused when it is not today nor, early enough, yesterday;
 * else today when the request arrives.
 */
function checkinDayFor(body: SetCheckinBody, now: Date, timeZone: string): string {
  if (body.day === undefined) return checkinDayOf(now, timeZone);
  const error = checkinDayError(body.day, now, timeZone);
  if (error === 'ahead') throw fieldInvalid('day', VALIDATION.checkinDayAhead);
  if (error === 'over')
    throw fieldInvalid('day', checkinDayOverMessage(CHECKIN_LIMITS.lateUntilHour));
  if (error) throw fieldInvalid('day', VALIDATION.invalidDate);
  return body.day;
}

/**
 * Check-ins (docs/product-rules.md, Check-ins): once a day, on the writer's own calendar,
 * a mood and a line; again the same day replaces it. Someone without a partner still
 * checks in, for themselves. The partner hears of the day's first check-in (the
 * `checkins` toggle), once a day, while that day is still the writer's today or is the
 * tomorrow a fast clock already shows (from 23:55). From then to midnight, once I have a
 * check-in for that tomorrow, my page shows it as today's: it is the one I just set.
 */
export function createCheckinsService(deps: CheckinsServiceDeps) {
  const { checkins, clock } = deps;

  return {
    async setToday(user: UserWithCouple, body: SetCheckinBody): Promise<{ checkin: Checkin }> {
      const now = clock.now();
      const day = checkinDayFor(body, now, user.timeZone);
      const row = await checkins.upsert({
        id: randomUUID(),
        userId: user.id,
        coupleId: user.coupleId ?? null,
        day,
        mood: body.mood,
        note: body.note ?? '',
        createdAt: now,
        updatedAt: now,
      });
      // The notice says "today's mood": one for a day already over (sent late, from the
      // outbox) would tell the partner the wrong day, so only their page shows it. One for
      // the tomorrow a fast clock shows is that day's first: told now, as nothing later is
      // (the day's dedupe key would then be spent on a check-in nobody heard of).
      if (day >= checkinDayOf(now, user.timeZone)) {
        await deps.notifier
          .notifyPartner(user, {
            type: 'checkin',
            data: { actorName: user.displayName, mood: row.mood, day },
            link: '/together/checkins',
            dedupeKey: `checkin:${user.id}:${day}`,
          })
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'check-in notification failed'),
          );
      }
      return { checkin: toCheckin(row, user.id) };
    },

    async list(user: UserWithCouple, query: { days: number }): Promise<CheckinsView> {
      const now = clock.now();
      const viewer = checkinViewerOf(user);
      const realToday = checkinDayOf(now, user.timeZone);
      const ahead = checkinDayAhead(now, user.timeZone);
      // From 23:55 the read runs to tomorrow, so a check-in already set for it is at hand.
      const read = {
        from: checkinWindow(realToday, query.days)[0] ?? realToday,
        to: ahead ?? realToday,
      };
      const [fetched, partner] = await Promise.all([
        checkins.between(viewer, read.from, read.to),
        user.coupleId ? checkins.partnerOf(user.id, user.coupleId) : Promise.resolve(null),
      ]);
      const find = (userId: string, day: string) =>
        fetched.find((row) => row.userId === userId && row.day === day);
      // Mine for tomorrow, from 23:55: my page moves on to that day, as my device already has.
      const today = ahead && find(user.id, ahead) ? ahead : realToday;
      const from = checkinWindow(today, query.days)[0] ?? today;
      const rows = fetched.filter((row) => row.day >= from && row.day <= today);
      // The partner's today, or the tomorrow they already checked in for in their last
      // minutes; among the rows read when it falls in my span (the same zone, or one a day
      // behind): only a partner a day ahead needs another read.
      const dayOf = async (userId: string, day: string) =>
        day >= read.from && day <= read.to
          ? (find(userId, day) ?? null)
          : await checkins.ofDay(viewer, userId, day);
      const partnerAhead = partner && checkinDayAhead(now, partner.timeZone);
      const partnerRow = partner
        ? ((partnerAhead ? await dayOf(partner.id, partnerAhead) : null) ??
          (await dayOf(partner.id, checkinDayOf(now, partner.timeZone))))
        : null;
      const mine = rows.find((row) => row.userId === user.id && row.day === today);
      return {
        today,
        from,
        myToday: mine ? toCheckin(mine, user.id) : null,
        partnerToday: partnerRow ? toCheckin(partnerRow, user.id) : null,
        partner: partner ? { id: partner.id, name: partner.displayName } : null,
        checkins: rows.map((row) => toCheckin(row, user.id)),
      };
    },
  };
}
