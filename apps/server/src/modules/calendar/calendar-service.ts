import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { RemindersRepository } from '../reminders/index.js';
import type { CalendarRepository } from './calendar-repository.js';
import { remindersCalendar } from './ics.js';

/** The feed lists at most this many reminders (the cap of the "all reminders" list). */
const FEED_MAX = 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * The calendar feed (GET /api/calendar/<token>.ics): a secret link per person, shown once
 * when made; a new link retires the old one. The feed is what the person sees in the app:
 * their own reminders and their current couple's shared ones (not the partner's private
 * ones), so a disconnect leaves only their own.
 */
export function createCalendarService(deps: {
  calendar: CalendarRepository;
  reminders: Pick<RemindersRepository, 'allVisible'>;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    async status(userId: string) {
      const row = await deps.calendar.find(userId);
      return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
    },

    async subscribe(userId: string) {
      const token = randomBytes(32).toString('base64url');
      await deps.calendar.replace(userId, hashOf(token), deps.clock.now());
      const url = `${deps.publicUrl}/api/calendar/${token}.ics`;
      return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
    },

    async unsubscribe(userId: string) {
      await deps.calendar.remove(userId);
      return { message: 'Calendar link turned off' };
    },

    async feed(token: string): Promise<string> {
      const owner = await deps.calendar.ownerOf(hashOf(token));
      if (!owner) throw notFound();
      const rows = await deps.reminders.allVisible(
        { userId: owner.userId, coupleId: owner.coupleId ?? null },
        FEED_MAX,
      );
      const name = owner.language === 'en' ? 'Đôi Ta: reminders' : 'Đôi Ta: lời nhắc';
      return remindersCalendar(rows, { name, timeZone: owner.timeZone, now: deps.clock.now() });
    },
  };
}
