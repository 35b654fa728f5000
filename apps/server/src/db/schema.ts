/**
 * Every table, for drizzle-kit (drizzle.config.ts) and for code that reads another area's
 * tables (a repository joining them, tests, bench). Each table lives in the module whose
 * repository writes it: `modules/<area>/<area>-schema.ts` (docs/architecture.md "Where the
 * tables live"). A module's own repository imports its tables from its own file.
 */
export * from '../modules/users/users-schema.js';
export * from '../modules/auth/auth-schema.js';
export * from '../modules/auth/passkeys-schema.js';
export * from '../modules/auth/totp-schema.js';
export * from '../modules/events/events-schema.js';
export * from '../modules/couple/couple-schema.js';
export * from '../modules/notifications/notifications-schema.js';
export * from '../modules/uploads/uploads-schema.js';
export * from '../modules/uploads/video-jobs-schema.js';
export * from '../modules/memories/memories-schema.js';
export * from '../modules/reminders/reminders-schema.js';
export * from '../modules/push/push-schema.js';
export * from '../modules/calendar/calendar-schema.js';
export * from '../modules/blog/blog-schema.js';
export * from '../modules/portability/portability-schema.js';
export * from '../modules/idempotency/idempotency-schema.js';
export * from '../modules/questions/questions-schema.js';
export * from '../modules/checkins/checkins-schema.js';
export * from '../modules/list/list-schema.js';
export * from '../modules/letters/letters-schema.js';
export * from '../modules/albums/albums-schema.js';
export * from '../modules/share-links/share-links-schema.js';
export * from '../modules/messages/messages-schema.js';
