import { endpoint } from '../contract/endpoint.js';
import { CHECKIN_LIMITS } from './checkins-rules.js';
import {
  checkinResponseSchema,
  checkinsQuerySchema,
  checkinsResponseSchema,
  setCheckinBodySchema,
} from './checkins-schemas.js';

const tags = ['checkins'] as const;

/** /api/checkins: each partner's mood of the day, and the span both see side by side. */
export const checkinsContract = {
  setToday: endpoint({
    operationId: 'setTodayCheckin',
    method: 'PUT',
    path: '/checkins/today',
    summary: `Sets (or replaces) my check-in of a day: \`day\` (the day tapped on) is my today, or yesterday until ${CHECKIN_LIMITS.lateUntilHour}:00; without it, today in my time zone`,
    tags,
    security: 'bearer',
    body: setCheckinBodySchema,
    example: { body: { mood: 'happy', note: 'Một ngày nhẹ nhàng' } },
    responses: { 200: checkinResponseSchema },
    errors: [401, 422, 429],
    idempotent: true,
    rateLimit: { max: 60, timeWindow: '1 hour', per: 'user' },
  }),
  list: endpoint({
    operationId: 'listCheckins',
    method: 'GET',
    path: '/checkins',
    summary: "Both partners' check-ins of the last `days` days (1-90, default 30)",
    tags,
    security: 'bearer',
    query: checkinsQuerySchema,
    example: { query: { days: '30' } },
    responses: { 200: checkinsResponseSchema },
    errors: [401, 422],
  }),
};
