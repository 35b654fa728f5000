/** The calendar module's public entry: what other modules may use. */
export * from './ics.js';
