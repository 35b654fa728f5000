import fp from 'fastify-plugin';
import { coupleInvitationRoutes } from './couple-invitation-routes.js';
import { coupledAvatarsRule, createCoupleRepository } from './couple-repository.js';
import type { CoupleRepository } from './couple-repository.js';
import { coupleRoutes } from './couple-routes.js';
import { createCoupleService } from './couple-service.js';
import type { CoupleService } from './couple-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    couples: CoupleRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the couple: invitations (claimed at sign-up by auth), connection, anniversary */
    couple: CoupleService;
  }
}

/** The couple: invitations, codes, connecting and the relationship's start. */
export const coupleModule = fp(
  async (app) => {
    const { transact, mailer, background, clock, env, repositories } = app.core;
    app.uploads.allowViewing(coupledAvatarsRule);
    const coupleService = createCoupleService({
      couples: repositories.add('couples', createCoupleRepository),
      users: repositories.get('users'),
      transact,
      uploadsService: app.uploads,
      mailer,
      background,
      clock,
      publicUrl: env.publicUrl,
      notifier: app.notifier,
    });
    app.decorate('couple', coupleService);
    await app.register(coupleRoutes(coupleService), { prefix: '/api' });
    await app.register(coupleInvitationRoutes(coupleService), { prefix: '/api' });
  },
  {
    name: 'couple',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'notifications'],
  },
);
