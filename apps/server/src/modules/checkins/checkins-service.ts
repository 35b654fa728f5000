import { randomUUID } from 'node:crypto';
import {
  CHECKIN_LIMITS,
  VALIDATION,
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
 * `checkins` toggle), once a day, while that day is still the writer's today.
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
      // outbox) would tell the partner the wrong day, so only their page shows it.
      if (day === checkinDayOf(now, user.timeZone)) {
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
      const today = checkinDayOf(now, user.timeZone);
      const from = checkinWindow(today, query.days)[0] ?? today;
      const [rows, partner] = await Promise.all([
        checkins.between(viewer, from, today),
        user.coupleId ? checkins.partnerOf(user.id, user.coupleId) : Promise.resolve(null),
      ]);
      const partnerDay = partner && checkinDayOf(now, partner.timeZone);
      // The partner's today is among the rows when it falls in my window (the same zone, or
      // one a day behind): no second read then; only a partner a day ahead needs one.
      const partnerRow =
        partner && partnerDay
          ? partnerDay >= from && partnerDay <= today
            ? (rows.find((row) => row.userId === partner.id && row.day === partnerDay) ?? null)
            : await checkins.ofDay(viewer, partner.id, partnerDay)
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
