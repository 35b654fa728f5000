/** The events module's public entry: the registry that closes a person's open streams. */
export { createStreamRegistry } from './event-streams.js';
export type { OpenStream, StreamRegistry, StreamsScope } from './event-streams.js';
