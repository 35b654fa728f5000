import { endpoint } from '../contract/endpoint.js';
import {
  exportDownloadLinkSchema,
  exportJobResponseSchema,
  exportStartedResponseSchema,
  importJobResponseSchema,
  importStartedResponseSchema,
  jobParamsSchema,
  exportTicketQuerySchema,
  zipFileSchema,
} from './portability-schemas.js';
import {
  importOfferAcceptedSchema,
  importOfferDeclinedSchema,
  importOfferParamsSchema,
  importOffersResponseSchema,
} from './import-offers-schemas.js';

const tags = ['portability'] as const;

/** /api/exports and /api/imports: a couple's data out as a ZIP, and back in. */
export const portabilityContract = {
  startExport: endpoint({
    operationId: 'startExport',
    method: 'POST',
    path: '/exports',
    summary: 'Start building a ZIP of everything I may see (a job: poll it)',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '1 hour', per: 'user' },
    responses: { 202: exportStartedResponseSchema },
    errors: [401, 429],
  }),
  getExport: endpoint({
    operationId: 'getExport',
    method: 'GET',
    path: '/exports/:id',
    summary: 'One of my exports: its status, progress and, once ready, where to download it',
    tags,
    security: 'bearer',
    params: jobParamsSchema,
    responses: { 200: exportJobResponseSchema },
    errors: [401, 404, 422],
  }),
  createExportDownloadLink: endpoint({
    operationId: 'createExportDownloadLink',
    method: 'POST',
    path: '/exports/:id/download-link',
    summary:
      'A link to download one of my ready exports: it works once, within 15 minutes, while ' +
      'the session that asked is signed in (404 for anyone else, and once my couple changed)',
    tags,
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    params: jobParamsSchema,
    responses: { 200: exportDownloadLinkSchema },
    errors: [401, 404, 422, 429],
    live: [],
  }),
  downloadExport: endpoint({
    operationId: 'downloadExport',
    method: 'GET',
    path: '/exports/:id/download',
    summary:
      'The ZIP of an export, with the `ticket` of a link from POST /exports/:id/download-link ' +
      '(no Authorization header: a browser opens it and streams it to disk)',
    description:
      'The ticket is used up by the first request that shows it. A missing, wrong, used or ' +
      'expired ticket, one of another export, one whose session has signed out since, and ' +
      'one of an export whose couple connected or ended since it was made all get the same 404.',
    tags,
    security: 'none',
    params: jobParamsSchema,
    query: exportTicketQuerySchema,
    example: { query: { ticket: 'x' } },
    responses: { 200: zipFileSchema },
    errors: [404, 422],
    raw: true,
    produces: ['application/zip'],
  }),
  startImport: endpoint({
    operationId: 'startImport',
    method: 'POST',
    path: '/imports',
    summary: 'Import an export ZIP (multipart field `file`) into my account (a job: poll it)',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '1 hour', per: 'user' },
    consumes: ['multipart/form-data'],
    responses: { 202: importStartedResponseSchema },
    errors: [400, 401, 413, 429],
  }),
  getImport: endpoint({
    operationId: 'getImport',
    method: 'GET',
    path: '/imports/:id',
    summary: 'One of my imports: its status, the counts added and skipped, the error',
    tags,
    security: 'bearer',
    params: jobParamsSchema,
    responses: { 200: importJobResponseSchema },
    errors: [401, 404, 422],
  }),
  listImportOffers: endpoint({
    operationId: 'listImportOffers',
    method: 'GET',
    path: '/imports/offers',
    summary: 'What my partner imported that says I wrote it, waiting for me to take or leave',
    tags,
    security: 'bearer',
    responses: { 200: importOffersResponseSchema },
    errors: [401],
  }),
  acceptImportOffer: endpoint({
    operationId: 'acceptImportOffer',
    method: 'POST',
    path: '/imports/offers/:id/accept',
    summary: 'Take the items held for me: they are added as mine (posts as private drafts)',
    tags,
    security: 'bearer',
    params: importOfferParamsSchema,
    responses: { 200: importOfferAcceptedSchema },
    errors: [401, 404, 409, 422],
    live: ['portability', 'memories', 'reminders', 'blog'],
  }),
  declineImportOffer: endpoint({
    operationId: 'declineImportOffer',
    method: 'POST',
    path: '/imports/offers/:id/decline',
    summary: 'Leave the items held for me: they and their photos are discarded',
    tags,
    security: 'bearer',
    params: importOfferParamsSchema,
    responses: { 200: importOfferDeclinedSchema },
    errors: [401, 404, 422],
  }),
};
