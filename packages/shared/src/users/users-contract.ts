import { messageResponseSchema } from '../common/common-schemas.js';
import { deleteAccountBodySchema, setAvatarBodySchema } from '../account/account-schemas.js';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileUpdateExample,
  updateProfileBodySchema,
  userResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '../auth/auth-schemas.js';
import { endpoint } from '../contract/endpoint.js';

const tags = ['users'] as const;

/** /api/user/* and /api/users/search: the signed-in user's account. */
export const usersContract = {
  getMe: endpoint({
    operationId: 'getMe',
    method: 'GET',
    path: '/user/me',
    summary: 'The signed-in user',
    tags,
    security: 'bearer',
    responses: { 200: userResponseSchema },
    errors: [401],
  }),
  updateMe: endpoint({
    operationId: 'updateMe',
    method: 'PUT',
    path: '/user/me',
    summary: 'Update the profile; an empty string clears a field',
    tags,
    security: 'bearer',
    body: updateProfileBodySchema,
    example: { body: profileUpdateExample },
    responses: { 200: userResponseSchema },
    errors: [400, 401, 422],
  }),
  changePassword: endpoint({
    operationId: 'changePassword',
    method: 'PUT',
    path: '/user/change-password',
    summary: 'Change password: every other session ends; a fresh pair is returned',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' },
    body: changePasswordBodySchema,
    example: { body: { currentPassword: 'Abcdefg-1', newPassword: 'Another-Pass-1' } },
    responses: { 200: changePasswordResponseSchema },
    errors: [400, 401, 422, 429],
  }),
  setAvatar: endpoint({
    operationId: 'setAvatar',
    method: 'PUT',
    path: '/user/avatar',
    summary:
      'Make one of my fresh uploads my avatar (the previous one is let go); ' +
      'avatarUrl is then a signed URL of its 320 px rendition',
    tags,
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    body: setAvatarBodySchema,
    example: { body: { uploadId: 'no-such-upload' } },
    responses: { 200: userResponseSchema },
    errors: [401, 422, 429],
  }),
  removeAvatar: endpoint({
    operationId: 'removeAvatar',
    method: 'DELETE',
    path: '/user/avatar',
    summary: 'Remove my avatar (initials are shown instead)',
    tags,
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    responses: { 200: userResponseSchema },
    errors: [401, 429],
  }),
  deleteAccount: endpoint({
    operationId: 'deleteAccount',
    method: 'DELETE',
    path: '/user/me',
    summary:
      'Delete my account, confirmed with my password: the couple ends (the partner is ' +
      'told and keeps our shared memories), everything else of mine is removed',
    tags,
    security: 'bearer',
    // each attempt costs an argon2 verification
    rateLimit: { max: 5, timeWindow: '15 minutes', per: 'user' },
    body: deleteAccountBodySchema,
    example: { body: { password: 'Abcdefg-1' } },
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 422, 429],
  }),
  search: endpoint({
    operationId: 'searchUsers',
    method: 'GET',
    path: '/users/search',
    summary: 'Find a user by exact e-mail (for a partner invitation)',
    tags,
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    query: userSearchQuerySchema,
    example: { query: { email: 'someone@example.com' } },
    responses: { 200: userSearchResponseSchema },
    errors: [401, 404, 422, 429],
  }),
};
