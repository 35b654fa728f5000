import { idParamsSchema, messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  createLetterBodySchema,
  letterOpeningDaysSchema,
  letterSchema,
  lettersQuerySchema,
  lettersResponseSchema,
  updateLetterBodySchema,
} from './letters-schemas.js';

const tags = ['letters'] as const;

/** /api/letters: letters for later, sealed for their recipient until their opening day. */
export const lettersContract = {
  list: endpoint({
    operationId: 'listLetters',
    method: 'GET',
    path: '/letters',
    summary:
      'One box of letters (sent, waiting for me, opened), a page at a time; a sealed one to me carries no content',
    tags,
    security: 'bearer',
    query: lettersQuerySchema,
    example: { query: { box: 'waiting', limit: '5' } },
    responses: { 200: lettersResponseSchema },
    errors: [401, 422],
  }),
  openingDays: endpoint({
    operationId: 'getLetterOpeningDays',
    method: 'GET',
    path: '/letters/opening-days',
    summary:
      'The first and last day a letter to my partner written now may open on: tomorrow on both our calendars (the later of the two), to 25 years ahead',
    tags,
    security: 'bearer',
    responses: { 200: letterOpeningDaysSchema },
    errors: [400, 401],
  }),
  get: endpoint({
    operationId: 'getLetter',
    method: 'GET',
    path: '/letters/:id',
    summary: 'One letter: its content for its writer, for its recipient only once it opened',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    responses: { 200: letterSchema },
    errors: [401, 404, 422],
  }),
  create: endpoint({
    operationId: 'createLetter',
    method: 'POST',
    path: '/letters',
    summary: 'Write a letter to my partner, opening from tomorrow to 25 years ahead (my calendar)',
    tags,
    security: 'bearer',
    body: createLetterBodySchema,
    example: {
      body: { to: 'partner', opensOn: '2045-02-14', text: 'Gửi em của những năm sau…' },
    },
    responses: { 201: letterSchema },
    errors: [400, 401, 409, 422, 429],
    rateLimit: { max: 30, timeWindow: '1 hour', per: 'user' },
    idempotent: true,
  }),
  update: endpoint({
    operationId: 'updateLetter',
    method: 'PATCH',
    path: '/letters/:id',
    summary: 'Edit my letter while it is sealed (the fields sent); an opened one is 409',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    body: updateLetterBodySchema,
    example: { body: { text: 'Viết lại cho hay hơn' } },
    responses: { 200: letterSchema },
    errors: [401, 403, 404, 409, 422],
  }),
  remove: endpoint({
    operationId: 'deleteLetter',
    method: 'DELETE',
    path: '/letters/:id',
    summary: 'Withdraw my letter before it opens, with its photos (403 for the recipient)',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404, 409, 422],
  }),
};
