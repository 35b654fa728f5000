import fp from 'fastify-plugin';
import type { AreaName } from '../../db/repositories.js';
import { onAlbumsAccountDeleted } from '../albums/index.js';
import { onAuthAccountDeleted } from '../auth/index.js';
import { onBlogAccountDeleted } from '../blog/index.js';
import { onCheckinsAccountDeleted } from '../checkins/index.js';
import { findCoupleForDeletion, onCoupleAccountDeleted } from '../couple/index.js';
import { onLettersAccountDeleted } from '../letters/index.js';
import { onListAccountDeleted } from '../list/index.js';
import { onMemoriesAccountDeleted } from '../memories/index.js';
import { onMessagesAccountDeleted } from '../messages/index.js';
import { exportsDirOf, portabilityAccountDeletion } from '../portability/index.js';
import { onQuestionsAccountDeleted } from '../questions/index.js';
import { onRemindersAccountDeleted } from '../reminders/index.js';
import { onShareLinksAccountDeleted } from '../share-links/index.js';
import { onUploadsAccountDeleted } from '../uploads/index.js';
import { createAccountDeletionService } from './account-deletion-service.js';
import type { AccountDeletionService } from './account-deletion-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** DELETE /user/me (account-deletion-service.ts) */
    accountDeletion: AccountDeletionService;
  }
}

/** the repositories the steps below write, in one transaction: their modules must be there */
const STEP_REPOSITORIES: AreaName[] = [
  'couples',
  'memories',
  'reminders',
  'questions',
  'checkins',
  'list',
  'letters',
  'messages',
  'shareLinks',
  'albums',
  'blogAccount',
  'auth',
  'importOffers',
  'portability',
  'uploads',
];

/**
 * Deleting an account: each module's step, in this order, in one transaction
 * (docs/api.md). Modules that keep something for the partner come before uploads, which
 * takes the rest.
 */
export const accountModule = fp(
  (app, _options, done) => {
    const { transact, storage, clock, streams, repositories, env } = app.core;
    app.decorate(
      'accountDeletion',
      createAccountDeletionService({
        transact,
        findCouple: findCoupleForDeletion,
        steps: [
          onCoupleAccountDeleted,
          onMemoriesAccountDeleted,
          onRemindersAccountDeleted,
          onQuestionsAccountDeleted,
          onCheckinsAccountDeleted,
          onListAccountDeleted,
          onLettersAccountDeleted,
          onMessagesAccountDeleted,
          onShareLinksAccountDeleted,
          onAlbumsAccountDeleted,
          onBlogAccountDeleted,
          onAuthAccountDeleted,
          portabilityAccountDeletion(exportsDirOf(env.dataDir)),
          onUploadsAccountDeleted,
        ],
        storage,
        clock,
        log: app.log,
        streams,
      }),
    );
    // The steps' modules are registered after this one: a missing one fails the start.
    app.addHook('onReady', (ready) => {
      const missing = STEP_REPOSITORIES.filter((name) => !repositories.has(name));
      if (missing.length === 0) return ready();
      ready(new Error(`account deletion writes ${missing.join(', ')}: register those modules`));
    });
    done();
  },
  { name: 'account', fastify: '5.x', dependencies: ['core'] },
);
