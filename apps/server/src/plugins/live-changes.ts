import fp from 'fastify-plugin';
import { registerLiveChanges } from '../lib/live-changes.js';

/**
 * Before the routes: a successful write tells the writer's other tabs and the partner
 * what changed (lib/live-changes.ts). The partners of a couple write are read at request
 * time from the couple module's repository, which is registered later.
 */
export const liveChangesPlugin = fp(
  (app, _options, done) => {
    const { hub, clock, repositories } = app.core;
    registerLiveChanges(app, {
      hub,
      recentPartnersOf: (userId, since) =>
        repositories.get('couples').recentlyChangedPartnersOf(userId, since),
      now: () => clock.now(),
    });
    done();
  },
  { name: 'live-changes', fastify: '5.x', dependencies: ['core'] },
);
