import { describe, expect, it } from 'vitest';
import { questionsContract } from './questions-contract.js';
import { answerQuestionBodySchema, questionHistoryQuerySchema } from './questions-schemas.js';

describe('the daily question schemas', () => {
  it('trims an answer and refuses a blank or over-long one, with stable keys', () => {
    expect(answerQuestionBodySchema.parse({ text: '  Ở Đà Lạt  ' })).toEqual({ text: 'Ở Đà Lạt' });
    const blank = answerQuestionBodySchema.safeParse({ text: ' \n ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.required');
    const long = answerQuestionBodySchema.safeParse({ text: 'ư'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe('validation.maxLength:2000');
    expect(answerQuestionBodySchema.safeParse({ text: 'ư'.repeat(2000) }).success).toBe(true);
  });

  it('reads the day an answer was written for as a calendar day', () => {
    expect(
      answerQuestionBodySchema.parse({
        text: 'x',
        day: '2026-02-14T00:00:00.000Z',
        questionId: 'mem-001',
      }),
    ).toEqual({ text: 'x', day: '2026-02-14', questionId: 'mem-001' });
    expect(answerQuestionBodySchema.safeParse({ text: 'x', day: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('takes a history cursor that is a real date and a bounded search', () => {
    expect(questionHistoryQuerySchema.parse({ before: '2028-02-29', q: ' đà lạt ' })).toEqual({
      before: '2028-02-29',
      q: 'đà lạt',
    });
    expect(questionHistoryQuerySchema.safeParse({ before: '2027-02-29' }).success).toBe(false);
    expect(questionHistoryQuerySchema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
  });

  it('gives examples its own schemas accept', () => {
    expect(answerQuestionBodySchema.safeParse(questionsContract.answer.example.body).success).toBe(
      true,
    );
    expect(
      questionHistoryQuerySchema.safeParse(questionsContract.history.example.query).success,
    ).toBe(true);
  });
});
