/** The preferences module's public entry: what other modules may use. */
export { notificationPreferencesOf, toPreferences } from './preferences-service.js';
export type { PreferencesService, UpdatePreferencesInput } from './preferences-service.js';
export * from './preferences-service.js';
