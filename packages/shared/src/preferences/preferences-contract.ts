import { endpoint } from '../contract/endpoint.js';
import { preferencesResponseSchema, updatePreferencesBodySchema } from './preferences-schemas.js';

const tags = ['users'] as const;

/** GET/PUT /api/user/preferences. */
export const preferencesContract = {
  get: endpoint({
    operationId: 'getPreferences',
    method: 'GET',
    path: '/user/preferences',
    summary: 'My preferences: theme, language, time zone, notifications, profile visibility',
    tags,
    security: 'bearer',
    responses: { 200: preferencesResponseSchema },
    errors: [401],
  }),
  update: endpoint({
    operationId: 'updatePreferences',
    method: 'PUT',
    path: '/user/preferences',
    summary: 'Change preferences; only what is sent changes (notification toggles merge)',
    tags,
    security: 'bearer',
    body: updatePreferencesBodySchema,
    example: { body: { timeZone: 'Europe/Paris', language: 'en', notifications: { email: true } } },
    responses: { 200: preferencesResponseSchema },
    errors: [401, 422],
  }),
};
