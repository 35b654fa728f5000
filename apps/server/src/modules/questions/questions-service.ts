import {
  ERROR_CODES,
  ERROR_MESSAGES,
  QUESTION_HISTORY_PAGE,
  QUESTION_IDS,
  QUESTION_REPEAT_DAYS,
  coupleDayOf,
  currentStreak,
  pickQuestion,
  questionById,
  questionIdsMatching,
  shiftDay,
} from '@doita/shared';
import type {
  AnswerQuestionBody,
  DailyQuestion,
  QuestionAnswer,
  QuestionHistoryItem,
  QuestionHistoryResponse,
  QuestionTodayResponse,
} from '@doita/shared';
import { randomUUID } from 'node:crypto';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { AnswerRow, MemberRow, QuestionsRepository } from './questions-repository.js';
import type { QuestionDayRow } from './questions-schema.js';

export interface QuestionsServiceDeps {
  questions: QuestionsRepository;
  transact: Transact<{ questions: QuestionsRepository }>;
  clock: Clock;
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error(details: object, message: string): void };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;

/** where a question's notification leads */
export const QUESTION_PAGE_LINK = '/together/question';

const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);
const conflict = (
  code: 'questionLocked' | 'questionDayOver' | 'questionSkipUsed' | 'questionAnswered',
) => new HttpError(409, ERROR_CODES[code], ERROR_MESSAGES[code]);

/** A question of the bank as the API shows it; undefined for an id the bank lost. */
export function toDailyQuestion(id: string): DailyQuestion | undefined {
  const question = questionById(id);
  return question && { id: question.id, kind: question.kind, vi: question.vi, en: question.en };
}

const toAnswer = (text: string | null, at: Date | null): QuestionAnswer | null =>
  text === null || at === null ? null : { text, answeredAt: at.toISOString() };

/** The rows of the couple's day the service works on. */
interface CoupleDay {
  coupleId: string;
  day: string;
  row: QuestionDayRow;
  members: MemberRow[];
}

/**
 * The daily question (docs/product-rules.md, "The daily question"): one question per couple
 * and day, chosen without repeating a year; an answer hidden from the partner until both
 * answered, changeable until then; one skip a day before anyone answered.
 */
export function createQuestionsService(deps: QuestionsServiceDeps) {
  const { questions, transact, clock } = deps;

  /**
   * the couple's day as both partners' zones and its latest day make it; with the latest
   * day's row, which is the day's own once someone opened it
   */
  async function dayOfCouple(
    coupleId: string,
  ): Promise<{ day: string; members: MemberRow[]; latest: QuestionDayRow | undefined }> {
    const [members, latest] = await Promise.all([
      questions.members(coupleId),
      questions.latestDay(coupleId),
    ]);
    if (members.length === 0) throw noCouple();
    return {
      day: coupleDayOf(
        clock.now(),
        members.map((m) => m.timeZone),
        latest?.day ?? null,
      ),
      members,
      latest,
    };
  }

  /** what the couple was asked in the window before `day` */
  async function recentBefore(repository: QuestionsRepository, coupleId: string, day: string) {
    const asked = await repository.asked(coupleId, shiftDay(day, -QUESTION_REPEAT_DAYS), day);
    return {
      kept: new Set(asked.map((row) => row.questionId)),
      skipped: asked.flatMap((row) => row.skippedIds),
    };
  }

  /** today's row, written by whichever partner opens the day first */
  async function today(user: UserWithCouple): Promise<CoupleDay> {
    const coupleId = user.coupleId;
    if (!coupleId) throw noCouple();
    const { day, members, latest } = await dayOfCouple(coupleId);
    // once the day is open (every request but its first), the latest row is the day's
    let row = latest?.day === day ? latest : await questions.dayOf(coupleId, day);
    if (!row) {
      const recent = await recentBefore(questions, coupleId, day);
      const at = clock.now();
      await questions.insertDay({
        id: randomUUID(),
        coupleId,
        day,
        questionId: pickQuestion(QUESTION_IDS, coupleId, day, recent),
        createdAt: at,
        updatedAt: at,
      });
      row = await questions.dayOf(coupleId, day);
      if (!row) throw new Error('the day of the question was not written');
    }
    return { coupleId, day, row, members };
  }

  async function view(user: UserWithCouple, couple: CoupleDay): Promise<QuestionTodayResponse> {
    const { row, members, day } = couple;
    const [answers, run] = await Promise.all([
      questions.answersOf(row.id),
      questions.latestRun(couple.coupleId, day),
    ]);
    const mine = answers.find((answer) => answer.userId === user.id);
    const theirs = answers.find((answer) => answer.userId !== user.id);
    const revealed = row.revealedAt !== null;
    const question = toDailyQuestion(row.questionId);
    if (!question) throw new Error(`the question ${row.questionId} is not in the bank`);
    return {
      day,
      question,
      myAnswer: mine ? toAnswer(mine.text, mine.updatedAt) : null,
      // The partner's words only once both answered: never before, whoever asks.
      partnerAnswer: revealed && theirs ? toAnswer(theirs.text, theirs.updatedAt) : null,
      partnerAnswered: theirs !== undefined,
      revealed,
      canSkip: row.skippedIds.length === 0 && answers.length === 0,
      streak: currentStreak(run, day),
      partnerName: members.find((member) => member.id !== user.id)?.displayName ?? null,
    };
  }

  /** the day again after a write, as it now stands */
  async function reread(couple: CoupleDay): Promise<CoupleDay> {
    const row = await questions.dayOf(couple.coupleId, couple.day);
    if (!row) throw new Error('the day of the question is gone');
    return { ...couple, row };
  }

  return {
    async today(user: UserWithCouple): Promise<QuestionTodayResponse> {
      return view(user, await today(user));
    },

    async answer(user: UserWithCouple, body: AnswerQuestionBody): Promise<QuestionTodayResponse> {
      const couple = await today(user);
      if (body.day !== undefined && body.day !== couple.day) throw conflict('questionDayOver');
      const text = body.text.trim();
      const revealedNow = await transact(async (tx) => {
        const row = await tx.questions.lockDay(couple.coupleId, couple.day);
        if (!row) throw new Error('the day of the question is gone');
        if (body.questionId !== undefined && body.questionId !== row.questionId)
          throw conflict('questionDayOver');
        const answers: AnswerRow[] = await tx.questions.answersOf(row.id);
        const mine = answers.find((answer) => answer.userId === user.id);
        if (row.revealedAt !== null) {
          // The same words again (a retried request) change nothing; other words may not.
          if (mine?.text === text) return false;
          throw conflict('questionLocked');
        }
        const at = clock.now();
        await tx.questions.upsertAnswer(row.id, user.id, text, at);
        if (!answers.some((answer) => answer.userId !== user.id)) return false;
        await tx.questions.markRevealed(row.id, at);
        return true;
      });
      if (revealedNow) {
        // The first to answer hears that both answers are open now.
        await deps.notifier
          .notifyPartner(user, {
            type: 'question_revealed',
            data: { actorName: user.displayName, day: couple.day },
            link: QUESTION_PAGE_LINK,
          })
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'question notification failed'),
          );
      }
      return view(user, await reread(couple));
    },

    async skip(user: UserWithCouple): Promise<QuestionTodayResponse> {
      const couple = await today(user);
      await transact(async (tx) => {
        const row = await tx.questions.lockDay(couple.coupleId, couple.day);
        if (!row) throw new Error('the day of the question is gone');
        if (row.skippedIds.length > 0) throw conflict('questionSkipUsed');
        if ((await tx.questions.answersOf(row.id)).length > 0) throw conflict('questionAnswered');
        const recent = await recentBefore(tx.questions, couple.coupleId, couple.day);
        const next = pickQuestion(QUESTION_IDS, couple.coupleId, couple.day, {
          ...recent,
          skippedToday: [row.questionId],
        });
        await tx.questions.skip(row.id, {
          questionId: next,
          skippedIds: [row.questionId],
          skippedBy: user.id,
          at: clock.now(),
        });
      });
      return view(user, await reread(couple));
    },

    async history(
      user: UserWithCouple,
      query: { before?: string; q?: string },
    ): Promise<QuestionHistoryResponse> {
      const coupleId = user.coupleId;
      if (!coupleId) throw noCouple();
      const { day } = await dayOfCouple(coupleId);
      const before = query.before !== undefined && query.before < day ? query.before : day;
      const q = query.q?.trim();
      const rows = await questions.history(coupleId, user.id, {
        before,
        limit: QUESTION_HISTORY_PAGE + 1,
        ...(q ? { search: { text: q, questionIds: questionIdsMatching(q) } } : {}),
      });
      const page = rows.slice(0, QUESTION_HISTORY_PAGE);
      const items: QuestionHistoryItem[] = [];
      for (const row of page) {
        const question = toDailyQuestion(row.questionId);
        if (!question) continue;
        items.push({
          day: row.day,
          question,
          myAnswer: toAnswer(row.myText, row.myAt),
          partnerAnswer: row.revealedAt ? toAnswer(row.partnerText, row.partnerAt) : null,
          revealed: row.revealedAt !== null,
        });
      }
      const last = page[page.length - 1];
      return { items, nextBefore: rows.length > QUESTION_HISTORY_PAGE && last ? last.day : null };
    },
  };
}
