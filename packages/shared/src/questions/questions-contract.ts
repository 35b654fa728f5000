import { endpoint } from '../contract/endpoint.js';
import {
  answerQuestionBodySchema,
  questionHistoryQuerySchema,
  questionHistoryResponseSchema,
  questionTodayResponseSchema,
} from './questions-schemas.js';

const tags = ['questions'] as const;

/** /api/questions/*: the couple's daily question, its answers, the skip and the history. */
export const questionsContract = {
  today: endpoint({
    operationId: 'getTodayQuestion',
    method: 'GET',
    path: '/questions/today',
    summary: "Today's question of my couple, my answer, the partner's once both answered",
    description:
      'The couple has one day at a time (docs/product-rules.md). 400 `NO_COUPLE` without a partner.',
    tags,
    security: 'bearer',
    responses: { 200: questionTodayResponseSchema },
    errors: [400, 401],
  }),
  answer: endpoint({
    operationId: 'answerTodayQuestion',
    method: 'PUT',
    path: '/questions/today/answer',
    summary: "Write or change my answer to today's question (until the partner answers)",
    description:
      "409 `QUESTION_LOCKED` once both answered; 409 `QUESTION_DAY_OVER` when `day` or `questionId` name another question than today's.",
    tags,
    security: 'bearer',
    body: answerQuestionBodySchema,
    example: { body: { text: 'Hôm hai đứa đi lạc ở Đà Lạt mà vẫn cười suốt.' } },
    responses: { 200: questionTodayResponseSchema },
    errors: [400, 401, 409, 422, 429],
    rateLimit: { max: 60, timeWindow: '1 minute', per: 'user' },
    idempotent: true,
  }),
  skip: endpoint({
    operationId: 'skipTodayQuestion',
    method: 'POST',
    path: '/questions/today/skip',
    summary: "Replace today's question by another (once a day, before anyone answered)",
    tags,
    security: 'bearer',
    responses: { 200: questionTodayResponseSchema },
    errors: [400, 401, 409, 429],
    rateLimit: { max: 20, timeWindow: '1 minute', per: 'user' },
  }),
  history: endpoint({
    operationId: 'listQuestionHistory',
    method: 'GET',
    path: '/questions/history',
    summary: 'Past days of my couple, newest first, by pages (`before`), searchable (`q`)',
    description:
      "The search ignores accents and case; it reads the questions (both languages), my answers and the partner's revealed ones.",
    tags,
    security: 'bearer',
    query: questionHistoryQuerySchema,
    example: { query: { q: 'da lat' } },
    responses: { 200: questionHistoryResponseSchema },
    errors: [400, 401, 422],
  }),
};
