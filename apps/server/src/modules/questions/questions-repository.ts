import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, RawQuery } from '../../db/client.js';
import { coupleMembers, users } from '../../db/schema.js';
import { questionAnswers, questionDays } from './questions-schema.js';
import type { NewQuestionDayRow, QuestionAnswerRow, QuestionDayRow } from './questions-schema.js';
import { createQuestionsImportWrites } from './questions-import-repository.js';

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

/** An answer as the service reads it: who wrote it, what, and when last. */
export type AnswerRow = Pick<QuestionAnswerRow, 'userId' | 'text' | 'updatedAt'>;

/** A past day of the history with my answer and, once revealed, the partner's. */
export interface HistoryRow {
  day: string;
  questionId: string;
  revealedAt: Date | null;
  myText: string | null;
  myAt: Date | null;
  partnerText: string | null;
  partnerAt: Date | null;
}

/** A member of the couple: whose zone counts for the couple's day, whose name is shown. */
export interface MemberRow {
  id: string;
  displayName: string;
  timeZone: string;
}

const answerColumns = {
  userId: questionAnswers.userId,
  text: questionAnswers.text,
  updatedAt: questionAnswers.updatedAt,
};

/**
 * Today's question's reads, written out for the driver (`raw`): each request of the day
 * issues them, and Drizzle's per-query type-parser set-up costs several times the query on
 * PGlite (see users-repository.ts). Rows keyed as the Drizzle reads key them, dates as text.
 */
const MEMBERS = {
  name: 'question_members',
  text: `select u."id", u."display_name" as "displayName", u."time_zone" as "timeZone" from "couple_members" m inner join "users" u on u."id" = m."user_id" where m."couple_id" = $1 order by u."id"`,
};
const LATEST_DAY = {
  name: 'question_latest_day',
  text: `select ${Object.entries(getTableColumns(questionDays))
    .map(([key, column]) =>
      column.getSQLType() === 'date'
        ? `"${column.name}"::text as "${key}"`
        : `"${column.name}" as "${key}"`,
    )
    .join(', ')} from "question_days" where "couple_id" = $1 order by "day" desc limit 1`,
};
const ANSWERS_OF = {
  name: 'question_answers_of_day',
  text: `select "user_id" as "userId", "text", "updated_at" as "updatedAt" from "question_answers" where "day_id" = $1`,
};
const LATEST_RUN = {
  name: 'question_latest_run',
  text: `with revealed as (select "day", ("day" + (row_number() over (order by "day" desc))::int) as run from "question_days" where "couple_id" = $1 and "revealed_at" is not null and "day" <= $2) select max("day")::text as "lastDay", count(*)::int as "length" from revealed where run = (select run from revealed order by "day" desc limit 1)`,
};

/**
 * The SQL of the daily question: a couple's days and each partner's answer. `raw`, when
 * given (outside transactions), serves today's reads.
 */
export function createQuestionsRepository(db: Db, raw?: RawQuery) {
  return {
    ...createQuestionsImportWrites(db),

    /** the couple's active members, with their time zones */
    async members(coupleId: string): Promise<MemberRow[]> {
      if (raw) return raw<MemberRow>(MEMBERS, [coupleId]);
      return db
        .select({ id: users.id, displayName: users.displayName, timeZone: users.timeZone })
        .from(coupleMembers)
        .innerJoin(users, eq(users.id, coupleMembers.userId))
        .where(eq(coupleMembers.coupleId, coupleId))
        .orderBy(asc(users.id));
    },

    /**
     * the couple's newest day, by the (couple, day desc) index: the whole row, which is
     * today's once the day is open (no second read for it)
     */
    async latestDay(coupleId: string): Promise<QuestionDayRow | undefined> {
      if (raw) return (await raw<QuestionDayRow>(LATEST_DAY, [coupleId]))[0];
      const [row] = await db
        .select()
        .from(questionDays)
        .where(eq(questionDays.coupleId, coupleId))
        .orderBy(desc(questionDays.day))
        .limit(1);
      return row;
    },

    async dayOf(coupleId: string, day: string): Promise<QuestionDayRow | undefined> {
      const [row] = await db
        .select()
        .from(questionDays)
        .where(and(eq(questionDays.coupleId, coupleId), eq(questionDays.day, day)))
        .limit(1);
      return row;
    },

    /** the day row, locked until the transaction ends: answers and skips take turns */
    async lockDay(coupleId: string, day: string): Promise<QuestionDayRow | undefined> {
      const [row] = await db
        .select()
        .from(questionDays)
        .where(and(eq(questionDays.coupleId, coupleId), eq(questionDays.day, day)))
        .for('update')
        .limit(1);
      return row;
    },

    /** what the couple was asked from `from` (inclusive) to `to` (exclusive), oldest first */
    async asked(
      coupleId: string,
      from: string,
      to: string,
    ): Promise<Pick<QuestionDayRow, 'day' | 'questionId' | 'skippedIds'>[]> {
      return db
        .select({
          day: questionDays.day,
          questionId: questionDays.questionId,
          skippedIds: questionDays.skippedIds,
        })
        .from(questionDays)
        .where(
          and(
            eq(questionDays.coupleId, coupleId),
            gte(questionDays.day, from),
            lt(questionDays.day, to),
          ),
        )
        .orderBy(asc(questionDays.day));
    },

    /** writes the day unless a racing request wrote it first; answers the stored row */
    async insertDay(row: NewQuestionDayRow): Promise<void> {
      await db
        .insert(questionDays)
        .values(row)
        .onConflictDoNothing({ target: [questionDays.coupleId, questionDays.day] });
    },

    async answersOf(dayId: string): Promise<AnswerRow[]> {
      if (raw) return raw<AnswerRow>(ANSWERS_OF, [dayId]);
      return db.select(answerColumns).from(questionAnswers).where(eq(questionAnswers.dayId, dayId));
    },

    async upsertAnswer(dayId: string, userId: string, text: string, at: Date): Promise<void> {
      await db
        .insert(questionAnswers)
        .values({ dayId, userId, text, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [questionAnswers.dayId, questionAnswers.userId],
          set: { text, updatedAt: at },
        });
    },

    async markRevealed(dayId: string, at: Date): Promise<void> {
      await db
        .update(questionDays)
        .set({ revealedAt: at, updatedAt: at })
        .where(eq(questionDays.id, dayId));
    },

    async skip(
      dayId: string,
      change: { questionId: string; skippedIds: string[]; skippedBy: string; at: Date },
    ): Promise<void> {
      await db
        .update(questionDays)
        .set({
          questionId: change.questionId,
          skippedIds: change.skippedIds,
          skippedBy: change.skippedBy,
          updatedAt: change.at,
        })
        .where(eq(questionDays.id, dayId));
    },

    /**
     * The newest run of consecutive revealed days up to `through`: in a run, a day plus its
     * rank (newest first) is the same date, so the run is the rows sharing the first's.
     */
    async latestRun(
      coupleId: string,
      through: string,
    ): Promise<{ lastDay: string; length: number } | null> {
      if (raw) {
        const [run] = await raw<{ lastDay: string | null; length: number }>(LATEST_RUN, [
          coupleId,
          through,
        ]);
        return run?.lastDay ? { lastDay: run.lastDay, length: Number(run.length) } : null;
      }
      const revealed = db.$with('revealed').as(
        db
          .select({
            day: questionDays.day,
            run: sql<string>`(${questionDays.day} + (row_number() over (order by ${questionDays.day} desc))::int)`.as(
              'run',
            ),
          })
          .from(questionDays)
          .where(
            and(
              eq(questionDays.coupleId, coupleId),
              isNotNull(questionDays.revealedAt),
              lte(questionDays.day, through),
            ),
          ),
      );
      const [row] = await db
        .with(revealed)
        .select({
          lastDay: sql<string | null>`max(${revealed.day})::text`,
          length: sql<number>`count(*)::int`,
        })
        .from(revealed)
        .where(sql`${revealed.run} = (select run from revealed order by day desc limit 1)`);
      if (!row?.lastDay) return null;
      return { lastDay: row.lastDay, length: Number(row.length) };
    },

    /**
     * One page of past days, newest first, keyset on the (couple, day desc) index; with a
     * search, days whose question is among `questionIds` or where my answer, or the
     * partner's once revealed, holds the words (accents folded as the column is). Both
     * answers come in the same query: one read per page.
     */
    async history(
      coupleId: string,
      me: string,
      page: { before: string; limit: number; search?: { text: string; questionIds: string[] } },
    ): Promise<HistoryRow[]> {
      const mine = alias(questionAnswers, 'mine');
      const theirs = alias(questionAnswers, 'theirs');
      const conditions = [eq(questionDays.coupleId, coupleId), lt(questionDays.day, page.before)];
      if (page.search) {
        const query = sql`plainto_tsquery('simple'::regconfig, doita_unaccent(${page.search.text}))`;
        const answered = sql`exists (
          select 1 from ${questionAnswers} a
          where a.day_id = ${questionDays.id}
            and a.search @@ ${query}
            and (a.user_id = ${me} or ${questionDays.revealedAt} is not null))`;
        const found =
          page.search.questionIds.length > 0
            ? or(inArray(questionDays.questionId, page.search.questionIds), answered)
            : answered;
        if (found) conditions.push(found);
      }
      const rows = await db
        .select({
          day: questionDays.day,
          questionId: questionDays.questionId,
          revealedAt: questionDays.revealedAt,
          myText: mine.text,
          myAt: mine.updatedAt,
          partnerText: theirs.text,
          partnerAt: theirs.updatedAt,
        })
        .from(questionDays)
        .leftJoin(mine, and(eq(mine.dayId, questionDays.id), eq(mine.userId, me)))
        .leftJoin(
          theirs,
          and(
            eq(theirs.dayId, questionDays.id),
            ne(theirs.userId, me),
            isNotNull(questionDays.revealedAt),
          ),
        )
        .where(and(...conditions))
        .orderBy(desc(questionDays.day))
        .limit(page.limit);
      return rows;
    },

    /** a person's answers, for the account's deletion */
    async deleteAnswersOf(userId: string): Promise<void> {
      await db.delete(questionAnswers).where(eq(questionAnswers.userId, userId));
    },

    /**
     * An export's rows: every answer of mine, and, on my current couple's revealed days, my
     * partner's. Newest day first, a page at a time, keyset on (day, user) after `after`.
     */
    async exportPage(
      userId: string,
      coupleId: string | null,
      after: { day: string; userId: string } | null,
      limit: number,
    ): Promise<(AnswerRow & { day: string; questionId: string })[]> {
      const mineOrRevealed = coupleId
        ? or(
            eq(questionAnswers.userId, userId),
            and(eq(questionDays.coupleId, coupleId), isNotNull(questionDays.revealedAt)),
          )
        : eq(questionAnswers.userId, userId);
      const next = after
        ? or(
            lt(questionDays.day, after.day),
            and(eq(questionDays.day, after.day), gt(questionAnswers.userId, after.userId)),
          )
        : undefined;
      return db
        .select({ ...answerColumns, day: questionDays.day, questionId: questionDays.questionId })
        .from(questionAnswers)
        .innerJoin(questionDays, eq(questionDays.id, questionAnswers.dayId))
        .where(and(mineOrRevealed, next))
        .orderBy(desc(questionDays.day), asc(questionAnswers.userId))
        .limit(limit);
    },
  };
}
