import { messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  trashItemParamsSchema,
  trashListResponseSchema,
  trashRestoreResponseSchema,
} from './trash-schemas.js';

const tags = ['trash'] as const;

/** /api/trash/*: what I deleted in the last 30 days, to restore or delete for good. */
export const trashContract = {
  list: endpoint({
    operationId: 'listTrash',
    method: 'GET',
    path: '/trash',
    summary:
      'What I deleted in the last 30 days (memories, posts, comments, reminders), newest first',
    description:
      'At most 500 items, the newest deleted first; older ones are purged after 30 days.',
    tags,
    security: 'bearer',
    responses: { 200: trashListResponseSchema },
    errors: [401],
  }),
  restore: endpoint({
    operationId: 'restoreTrashItem',
    method: 'POST',
    path: '/trash/:kind/:id/restore',
    summary: 'Bring one of my deleted items back',
    tags,
    security: 'bearer',
    params: trashItemParamsSchema,
    responses: { 200: trashRestoreResponseSchema },
    errors: [401, 404, 422],
  }),
  purge: endpoint({
    operationId: 'deleteTrashItem',
    method: 'DELETE',
    path: '/trash/:kind/:id',
    summary: 'Delete one of my deleted items for good (its photos with it)',
    tags,
    security: 'bearer',
    params: trashItemParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 404, 422],
  }),
};
