/** The preferences module's public entry: what other modules may use. */
export { notificationPreferencesOf } from './preferences-service.js';
