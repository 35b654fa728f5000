import { endpoint } from '../contract/endpoint.js';
import {
  downloadQuerySchema,
  exportJobResponseSchema,
  exportStartedResponseSchema,
  importJobResponseSchema,
  importStartedResponseSchema,
  jobParamsSchema,
  zipFileSchema,
} from './portability-schemas.js';

const tags = ['portability'] as const;

/** /api/exports and /api/imports: a couple's data out as a ZIP, and back in (issue 18). */
export const portabilityContract = {
  startExport: endpoint({
    operationId: 'startExport',
    method: 'POST',
    path: '/exports',
    summary: 'Start building a ZIP of everything I may see (a job: poll it)',
    tags,
    security: 'bearer',
    responses: { 202: exportStartedResponseSchema },
    errors: [401, 429],
  }),
  getExport: endpoint({
    operationId: 'getExport',
    method: 'GET',
    path: '/exports/:id',
    summary: 'One of my exports: its status, progress and, once ready, a signed download link',
    tags,
    security: 'bearer',
    params: jobParamsSchema,
    responses: { 200: exportJobResponseSchema },
    errors: [401, 404, 422],
  }),
  downloadExport: endpoint({
    operationId: 'downloadExport',
    method: 'GET',
    path: '/exports/:id/download',
    summary: 'The ZIP of a ready export, for whoever holds its signed link (403 without)',
    tags,
    security: 'none',
    params: jobParamsSchema,
    query: downloadQuerySchema,
    responses: { 200: zipFileSchema },
    errors: [403, 404, 422],
    raw: true,
  }),
  startImport: endpoint({
    operationId: 'startImport',
    method: 'POST',
    path: '/imports',
    summary: 'Import an export ZIP (multipart field `file`) into my account (a job: poll it)',
    tags,
    security: 'bearer',
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
};
