import type { UploadsService } from '../uploads/index.js';
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LUNAR_RECURRING_TYPES,
  VALIDATION,
  nextOccurrenceAfter,
} from '@doita/shared';
import type {
  CreateReminderInput,
  RecurringType,
  Reminder,
  UpdateReminderInput,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, notFound } from '../../lib/errors.js';
import type { RealtimeHub } from '../../lib/events.js';
import { coupleTopic } from '../../lib/events.js';
import type { UserWithCouple } from '../users/users-repository.js';
import type {
  ReminderListRow,
  ReminderPatch,
  RemindersRepository,
} from './reminders-repository.js';
import { assertNotPast, resolveSchedule } from './reminders-schedule.js';
import { ruleOf, toReminder } from './reminders-view.js';

export interface RemindersServiceDeps {
  reminders: RemindersRepository;
  transact: Transact<{ reminders: RemindersRepository }>;
  clock: Clock;
  events: Pick<RealtimeHub, 'publish'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
}

export type RemindersService = ReturnType<typeof createRemindersService>;

const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);
const reminderNotFound = () => notFound('Reminder not found');

/**
 * Reminders (DECISIONS "Reminders", "Partner rights"): the couple's, both partners read,
 * edit, complete, snooze and delete them; a stranger meets 404; creating needs a couple.
 */
export function createRemindersService(deps: RemindersServiceDeps) {
  const { reminders, clock, uploadsService } = deps;

  async function visible(user: UserWithCouple, id: string): Promise<ReminderListRow> {
    if (!user.coupleId) throw reminderNotFound();
    const row = await reminders.findInCouple(id, user.coupleId);
    if (!row) throw reminderNotFound();
    return row;
  }

  async function answer(
    user: UserWithCouple,
    id: string,
    changed: boolean,
  ): Promise<{ reminder: Reminder }> {
    const row = await visible(user, id);
    if (changed && user.coupleId)
      deps.events.publish({ topic: coupleTopic(user.coupleId), event: 'reminders' });
    return { reminder: toReminder(row, user.timeZone, clock.now(), uploadsService.avatarUrl) };
  }

  return {
    get: (user: UserWithCouple, id: string) => answer(user, id, false),

    async create(
      user: UserWithCouple,
      input: CreateReminderInput,
    ): Promise<{ reminder: Reminder }> {
      if (!user.coupleId) throw noCouple();
      const now = clock.now();
      const schedule = resolveSchedule(input, user.timeZone);
      assertNotPast(schedule, now, user.timeZone);
      const id = randomUUID();
      await reminders.insert({
        id,
        coupleId: user.coupleId,
        authorId: user.id,
        title: input.title,
        description: input.description,
        type: input.type,
        datetime: schedule.datetime,
        scheduledAt: schedule.datetime,
        seriesStart: schedule.datetime,
        timeZone: user.timeZone,
        isRecurring: schedule.isRecurring,
        recurringType: schedule.recurringType,
        calendar: schedule.calendar,
        lunarDay: schedule.lunar?.day ?? null,
        lunarMonth: schedule.lunar?.month ?? null,
        lunarLeap: schedule.lunar?.isLeapMonth ?? false,
        createdAt: now,
        updatedAt: now,
      });
      return answer(user, id, true);
    },

    async update(
      user: UserWithCouple,
      id: string,
      input: UpdateReminderInput,
    ): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      const patch: ReminderPatch = { updatedAt: clock.now() };
      if (input.title !== undefined) patch.title = input.title;
      if (input.description !== undefined) patch.description = input.description;
      if (input.type !== undefined) patch.type = input.type;
      const timeSent =
        input.datetime !== undefined ||
        input.reminderDate !== undefined ||
        input.reminderTime !== undefined;
      const scheduleSent =
        timeSent ||
        input.isRecurring !== undefined ||
        input.recurringType !== undefined ||
        input.calendar !== undefined ||
        input.lunarDate !== undefined;
      if (scheduleSent) {
        const calendar = input.calendar ?? (row.calendar === 'lunar' ? 'lunar' : 'solar');
        const isRecurring =
          input.isRecurring ??
          (input.recurringType ? input.recurringType !== 'none' : row.isRecurring);
        const recurringType: RecurringType = isRecurring
          ? (input.recurringType ?? (row.recurringType as RecurringType))
          : 'none';
        if (timeSent || input.lunarDate !== undefined || input.calendar !== undefined) {
          // A lunar reminder's date and its lunar date change together.
          if (calendar === 'lunar' && !timeSent)
            throw fieldInvalid('datetime', VALIDATION.required);
          const schedule = resolveSchedule(
            {
              datetime: timeSent ? input.datetime : row.scheduledAt.toISOString(),
              reminderDate: input.reminderDate,
              reminderTime: input.reminderTime,
              isRecurring,
              recurringType,
              calendar,
              lunarDate: input.lunarDate,
            },
            user.timeZone,
          );
          Object.assign(patch, {
            isRecurring: schedule.isRecurring,
            recurringType: schedule.recurringType,
            calendar: schedule.calendar,
            lunarDay: schedule.lunar?.day ?? null,
            lunarMonth: schedule.lunar?.month ?? null,
            lunarLeap: schedule.lunar?.isLeapMonth ?? false,
            datetime: schedule.datetime,
            scheduledAt: schedule.datetime,
            seriesStart: schedule.datetime,
            timeZone: user.timeZone,
            notified: false,
            notifiedAt: null,
          } satisfies ReminderPatch);
        } else {
          checkRepeat(calendar, isRecurring, recurringType);
          Object.assign(patch, { isRecurring, recurringType } satisfies ReminderPatch);
        }
      }
      await reminders.update(id, patch);
      return answer(user, id, true);
    },

    async remove(user: UserWithCouple, id: string): Promise<{ message: string }> {
      await visible(user, id);
      await reminders.delete(id);
      if (user.coupleId)
        deps.events.publish({ topic: coupleTopic(user.coupleId), event: 'reminders' });
      return { message: 'Reminder deleted' };
    },

    /**
     * Done. A repeating reminder records this occurrence as completed and moves on to
     * its next one (DECISIONS), so it is never left completed.
     */
    async complete(user: UserWithCouple, id: string): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      if (row.isCompleted) return answer(user, id, false);
      const now = clock.now();
      const after = new Date(Math.max(row.scheduledAt.getTime(), now.getTime()));
      const next = row.isRecurring ? nextOccurrenceAfter(ruleOf(row), after) : null;
      await deps.transact(async (tx) => {
        if (next) {
          await tx.reminders.insertOccurrences([
            {
              id: randomUUID(),
              reminderId: row.id,
              coupleId: row.coupleId,
              occurredAt: row.scheduledAt,
              outcome: 'completed',
              createdAt: now,
            },
          ]);
          await tx.reminders.update(id, {
            datetime: next,
            scheduledAt: next,
            notified: false,
            notifiedAt: null,
            updatedAt: now,
          });
        } else {
          await tx.reminders.update(id, { isCompleted: true, completedAt: now, updatedAt: now });
        }
      });
      return answer(user, id, true);
    },

    async incomplete(user: UserWithCouple, id: string): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      if (!row.isCompleted) return answer(user, id, false);
      await reminders.update(id, { isCompleted: false, completedAt: null, updatedAt: clock.now() });
      return answer(user, id, true);
    },

    /** Later: to a time in the future; a completed reminder is not snoozed. */
    async snooze(
      user: UserWithCouple,
      id: string,
      snoozeUntil: string,
    ): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      if (row.isCompleted)
        throw badRequest(ERROR_CODES.reminderCompleted, ERROR_MESSAGES.reminderCompleted);
      const until = new Date(snoozeUntil);
      const now = clock.now();
      if (until.getTime() <= now.getTime())
        throw fieldInvalid('snoozeUntil', VALIDATION.snoozePast);
      await reminders.update(id, {
        datetime: until,
        notified: false,
        notifiedAt: null,
        updatedAt: now,
      });
      return answer(user, id, true);
    },

    async setRecurring(
      user: UserWithCouple,
      id: string,
      body: { isRecurring: boolean; recurringType?: RecurringType | undefined },
    ): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      const recurringType = body.isRecurring ? (body.recurringType ?? 'none') : 'none';
      checkRepeat(row.calendar === 'lunar' ? 'lunar' : 'solar', body.isRecurring, recurringType);
      await reminders.update(id, {
        isRecurring: body.isRecurring,
        recurringType,
        updatedAt: clock.now(),
      });
      return answer(user, id, true);
    },
  };
}

/** A repeat needs its kind; a lunar reminder repeats by the lunar month or year. */
function checkRepeat(
  calendar: 'solar' | 'lunar',
  isRecurring: boolean,
  recurringType: RecurringType,
): void {
  if (isRecurring && recurringType === 'none')
    throw fieldInvalid('recurringType', VALIDATION.required);
  if (
    calendar === 'lunar' &&
    !(LUNAR_RECURRING_TYPES as readonly string[]).includes(recurringType)
  ) {
    throw fieldInvalid('recurringType', VALIDATION.lunarRecurrence);
  }
}
