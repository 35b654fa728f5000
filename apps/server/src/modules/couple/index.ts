/** The couple module's public entry: what other modules may use. */
export * from './couple-service.js';
