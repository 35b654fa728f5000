import {
  dayNumber,
  formatIsoDate,
  parseIsoDate,
  profileExposure,
  profileVisibilityOf,
  relationshipStartIso,
  toLocalDate,
  upcomingOccasions,
} from '@doita/shared';
import type { OccasionSource, ReminderOccasion } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import type { UserWithCouple } from '../users/index.js';
import type { RemindersRepository } from './reminders-repository.js';

export type ReminderOccasions = ReturnType<typeof createReminderOccasions>;

/** whose birthday may show: the viewer and their partner, as the users table has them */
export interface OccasionPerson {
  id: string;
  displayName: string;
  dateOfBirth: string | null;
  /** the partner's setting: a private profile keeps their birthday to themselves */
  profileVisibility?: string | undefined;
}

/** Whether the viewer may see this person's birthday: their own, or a partner's profile they may see. */
function birthdayShownTo(viewerId: string, person: OccasionPerson): boolean {
  if (person.id === viewerId) return true;
  return profileExposure(profileVisibilityOf(person.profileVisibility ?? 'private'), 'partner')
    .details;
}

/**
 * The anniversary and the partners' birthdays: computed from the couple's
 * start day and the profiles' days of birth whenever asked, never stored, so nobody
 * writes them and nothing goes stale when a date changes. A birthday shows to both
 * partners (unless its person's profile is private: docs/profile-visibility.md), the
 * anniversary to both; someone single sees their own birthday.
 */
export function createReminderOccasions(deps: {
  reminders: Pick<RemindersRepository, 'occasionPeople'>;
  clock: Clock;
}) {
  /**
   * Those falling from the viewer's today to `days` days on, soonest first, from the people
   * already read (the viewer and their partner): a page that reads the partner in one of its
   * own statements (the dashboard) makes no round trip for them.
   */
  function of(user: UserWithCouple, people: OccasionPerson[], days: number): ReminderOccasion[] {
    const partner = people.find((p) => p.id !== user.id);
    const sources: OccasionSource[] = [];
    const start = user.coupleId
      ? parseIsoDate(
          relationshipStartIso(user.coupleAnniversaryDate, user.coupleConnectedAt, user.timeZone),
        )
      : null;
    if (start)
      sources.push({
        kind: 'anniversary',
        userId: null,
        name: partner?.displayName ?? '',
        date: start,
      });
    for (const person of people) {
      const born = birthdayShownTo(user.id, person) ? parseIsoDate(person.dateOfBirth) : null;
      if (born)
        sources.push({
          kind: 'birthday',
          userId: person.id,
          name: person.displayName,
          date: born,
        });
    }
    const today = toLocalDate(deps.clock.now(), user.timeZone);
    return upcomingOccasions(sources, today, days).map((o) => ({
      id: o.userId ? `${o.kind}:${o.userId}:${o.on.year}` : `${o.kind}:${o.on.year}`,
      kind: o.kind,
      userId: o.userId,
      name: o.name,
      date: formatIsoDate(o.on),
      years: o.years,
      daysUntil: dayNumber(o.on) - dayNumber(today),
    }));
  }

  return {
    of,
    /** those falling from the viewer's today to `days` days on, soonest first */
    async upcoming(user: UserWithCouple, days: number): Promise<ReminderOccasion[]> {
      const people = await deps.reminders.occasionPeople({
        userId: user.id,
        coupleId: user.coupleId,
      });
      return of(user, people, days);
    },
  };
}
