import type { UploadsService } from '../uploads/index.js';
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LUNAR_RECURRING_TYPES,
  REMINDER_HISTORY_LIMITS,
  VALIDATION,
  formatIsoDate,
  nextOccurrenceAfter,
  reminderNoticeAt,
  toLocalDate,
} from '@doita/shared';
import type {
  CreateReminderInput,
  RecurringType,
  Reminder,
  ReminderHistory,
  ReminderHistoryQuery,
  UpdateReminderInput,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { RealtimeHub } from '../../lib/events.js';
import { coupleTopic, userTopic } from '../../lib/events.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type {
  ReminderListRow,
  ReminderPatch,
  RemindersRepository,
} from './reminders-repository.js';
import type { ReminderViewer } from './reminders-audience-repository.js';
import { assertNotPast, resolveSchedule, scheduleColumns } from './reminders-schedule.js';
import { ruleOf, toReminder } from './reminders-view.js';

export interface RemindersServiceDeps {
  reminders: RemindersRepository;
  transact: Transact<{ reminders: RemindersRepository }>;
  clock: Clock;
  events: Pick<RealtimeHub, 'publish'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
}

export type RemindersService = ReturnType<typeof createRemindersService>;

const reminderNotFound = () => notFound('Reminder not found');
const CURSOR_SEPARATOR = '_';

export const viewerOf = (user: UserWithCouple): ReminderViewer => ({
  userId: user.id,
  coupleId: user.coupleId,
});

/** `occurredAt` in ms and the id: the history's keyset cursor (a bad one is 400, not 422). */
function readCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const at = cursor.indexOf(CURSOR_SEPARATOR);
  const ms = Number(cursor.slice(0, at));
  const id = cursor.slice(at + 1);
  // an instant PostgreSQL takes (years 1 to 9999): past those, Date and the database refuse it
  const year = new Date(ms).getUTCFullYear();
  if (at <= 0 || !Number.isSafeInteger(ms) || !id || !(year >= 1 && year <= 9999))
    throw badRequest(ERROR_CODES.invalidCursor, 'Invalid cursor');
  return { at: new Date(ms), id };
}

/**
 * Where a reminder's scheduler stands once it is due at `datetime`: its notice
 * comes `leadDays` before; a notice already past when a repeating reminder is brought back
 * by an undo counts as given (the scheduler then only moves it on at the occurrence).
 */
export function noticeState(
  datetime: Date,
  leadDays: number,
  timeZone: string,
): Pick<ReminderPatch, 'notified' | 'notifiedAt' | 'notifyAt'> {
  return {
    notified: false,
    notifiedAt: null,
    notifyAt: reminderNoticeAt(datetime, leadDays, timeZone),
  };
}

/**
 * Reminders (docs/product-rules.md, Reminders and Privacy): a reminder is its
 * author's, and while they are connected it is also the couple's it was written in: both
 * partners read, edit, complete, snooze and delete it, unless it is private. Anyone else
 * (a stranger, the partner for a private one, the ex-partner after a disconnect) meets 404.
 * Someone without a couple writes reminders for themselves.
 */
export function createRemindersService(deps: RemindersServiceDeps) {
  const { reminders, clock, uploadsService } = deps;

  async function visible(user: UserWithCouple, id: string): Promise<ReminderListRow> {
    const row = await reminders.findVisible(id, viewerOf(user));
    if (!row) throw reminderNotFound();
    return row;
  }

  /** who hears that a reminder changed: the couple while it is shared, else its author */
  function announce(row: Pick<ReminderListRow, 'coupleId' | 'isPrivate' | 'authorId'>): void {
    const topic =
      row.coupleId && !row.isPrivate ? coupleTopic(row.coupleId) : userTopic(row.authorId);
    deps.events.publish({ topic, event: 'reminders' });
  }

  async function answer(
    user: Caller,
    id: string,
    changed: boolean,
  ): Promise<{ reminder: Reminder }> {
    const row = await visible(user, id);
    if (changed) announce(row);
    return {
      reminder: toReminder(row, user.timeZone, clock.now(), (ref) =>
        uploadsService.avatarUrl(ref, user),
      ),
    };
  }

  return {
    get: (user: Caller, id: string) => answer(user, id, false),

    async create(user: Caller, input: CreateReminderInput): Promise<{ reminder: Reminder }> {
      const now = clock.now();
      const schedule = resolveSchedule(input, user.timeZone);
      assertNotPast(schedule, now, user.timeZone);
      const id = randomUUID();
      await reminders.insert({
        id,
        coupleId: user.coupleId ?? null,
        authorId: user.id,
        isPrivate: input.isPrivate,
        leadDays: input.leadDays,
        notifyAt: reminderNoticeAt(schedule.datetime, input.leadDays, user.timeZone),
        title: input.title,
        description: input.description,
        type: input.type,
        ...scheduleColumns(schedule, user.timeZone),
        createdAt: now,
        updatedAt: now,
      });
      return answer(user, id, true);
    },

    async update(
      user: Caller,
      id: string,
      input: UpdateReminderInput,
    ): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      const patch: ReminderPatch = { updatedAt: clock.now() };
      if (input.isPrivate !== undefined && input.isPrivate !== row.isPrivate) {
        // Who sees it is its author's choice: the partner would otherwise hide it from themselves.
        if (row.authorId !== user.id)
          throw forbidden('Only the author can change who sees a reminder');
        patch.isPrivate = input.isPrivate;
      }
      if (input.leadDays !== undefined && input.leadDays !== row.leadDays) {
        patch.leadDays = input.leadDays;
        if (!row.notified && !row.isCompleted)
          patch.notifyAt = reminderNoticeAt(row.datetime, input.leadDays, row.timeZone);
      }
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
            ...scheduleColumns(schedule, user.timeZone),
            ...noticeState(schedule.datetime, patch.leadDays ?? row.leadDays, user.timeZone),
          } satisfies ReminderPatch);
        } else {
          checkRepeat(calendar, isRecurring, recurringType);
          Object.assign(patch, { isRecurring, recurringType } satisfies ReminderPatch);
        }
      }
      await reminders.update(id, patch);
      return answer(user, id, true);
    },

    async remove(user: Caller, id: string): Promise<{ message: string }> {
      const row = await visible(user, id);
      // To the trash: not delivered, listed or counted until restored.
      await reminders.trash(id, user.id, clock.now());
      announce(row);
      return { message: 'Reminder deleted' };
    },

    /**
     * Done. A repeating reminder records this occurrence as completed and moves on to
     * its next one, so it is never left completed.
     */
    async complete(user: Caller, id: string): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      if (row.isCompleted) return answer(user, id, false);
      const now = clock.now();
      const after = new Date(Math.max(row.scheduledAt.getTime(), now.getTime()));
      const next = row.isRecurring ? nextOccurrenceAfter(ruleOf(row), after) : null;
      await deps.transact(async (tx) => {
        if (next) {
          // Both partners pressing "done" at once complete the occurrence once: only the
          // first finds it still there.
          const moved = await tx.reminders.moveOnFrom(id, row.scheduledAt, {
            datetime: next,
            scheduledAt: next,
            ...noticeState(next, row.leadDays, row.timeZone),
            updatedAt: now,
          });
          if (!moved) return;
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
        } else {
          await tx.reminders.update(id, { isCompleted: true, completedAt: now, updatedAt: now });
        }
      });
      return answer(user, id, true);
    },

    /**
     * Undo of a completion. A one-off is pending again. A repeating one brings
     * back the occurrence it just completed (the last it left behind, if that one was
     * marked done, not simply delivered): it is due then again and that record is gone.
     * Its notice is given again only if its time has not come yet; an occurrence already
     * past stays overdue (not moved on) until it is done.
     */
    async incomplete(user: Caller, id: string): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      const now = clock.now();
      if (row.isCompleted) {
        await reminders.update(id, { isCompleted: false, completedAt: null, updatedAt: now });
        return answer(user, id, true);
      }
      if (!row.isRecurring) return answer(user, id, false);
      const last = await reminders.latestOccurrence(id);
      if (!last || last.outcome !== 'completed') return answer(user, id, false);
      const at = last.occurredAt;
      const notice = reminderNoticeAt(at, row.leadDays, row.timeZone);
      const state: ReminderPatch =
        notice.getTime() > now.getTime()
          ? noticeState(at, row.leadDays, row.timeZone)
          : {
              notified: true,
              notifiedAt: row.notifiedAt ?? now,
              notifyAt: at.getTime() > now.getTime() ? at : null,
            };
      await deps.transact(async (tx) => {
        await tx.reminders.deleteOccurrence(last.id);
        await tx.reminders.update(id, { datetime: at, scheduledAt: at, ...state, updatedAt: now });
      });
      return answer(user, id, true);
    },

    /** The occurrences a reminder left behind, newest first. */
    async history(user: Caller, id: string, query: ReminderHistoryQuery): Promise<ReminderHistory> {
      await visible(user, id);
      const limit = Math.min(query.limit, REMINDER_HISTORY_LIMITS.pageSizeMax);
      const rows = await reminders.history(id, readCursor(query.cursor), limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        occurrences: page.map((o) => ({
          id: o.id,
          occurredAt: o.occurredAt.toISOString(),
          date: formatIsoDate(toLocalDate(o.occurredAt, user.timeZone)),
          outcome: o.outcome === 'completed' ? 'completed' : 'delivered',
          recordedAt: o.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > limit && last
            ? `${last.occurredAt.getTime()}${CURSOR_SEPARATOR}${last.id}`
            : null,
      };
    },

    /** Later: to a time in the future; a completed reminder is not snoozed. */
    async snooze(user: Caller, id: string, snoozeUntil: string): Promise<{ reminder: Reminder }> {
      const row = await visible(user, id);
      if (row.isCompleted)
        throw badRequest(ERROR_CODES.reminderCompleted, ERROR_MESSAGES.reminderCompleted);
      const until = new Date(snoozeUntil);
      const now = clock.now();
      if (until.getTime() <= now.getTime())
        throw fieldInvalid('snoozeUntil', VALIDATION.snoozePast);
      await reminders.update(id, {
        datetime: until,
        // a snooze names the time itself: its notice comes then, whatever the lead
        notified: false,
        notifiedAt: null,
        notifyAt: until,
        updatedAt: now,
      });
      return answer(user, id, true);
    },

    async setRecurring(
      user: Caller,
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
