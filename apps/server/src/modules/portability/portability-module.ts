import path from 'node:path';
import fp from 'fastify-plugin';
import { createExportLinksService } from './export-links-service.js';
import { createExportTicketsRepository } from './export-tickets-repository.js';
import type { ExportTicketsRepository } from './export-tickets-repository.js';
import { createExportsService, exportsDirOf } from './exports-service.js';
import { createImportOffersRepository } from './import-offers-repository.js';
import type { ImportOffersRepository } from './import-offers-repository.js';
import { createImportOffersService } from './import-offers-service.js';
import { createImportsService } from './imports-service.js';
import { createPortabilityRepository } from './portability-repository.js';
import type { PortabilityRepository } from './portability-repository.js';
import { portabilityRoutes } from './portability-routes.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    portability: PortabilityRepository;
    importOffers: ImportOffersRepository;
    exportTickets: ExportTicketsRepository;
  }
}

/** Export and import: ZIP jobs under DATA_DIR, run in the background. */
export const portabilityModule = fp(
  async (app) => {
    const { env, storage, transact, background, clock, repositories } = app.core;
    const exportsDir = exportsDirOf(env.dataDir);
    const portability = repositories.add('portability', createPortabilityRepository);
    const exportsService = createExportsService({
      portability,
      questions: { questions: repositories.get('questions') },
      together: { checkins: repositories.get('checkins'), list: repositories.get('list') },
      letters: repositories.get('letters'),
      albums: repositories.get('albums'),
      messages: repositories.get('messages'),
      storage,
      clock,
      background,
      log: app.log,
      exportsDir,
    });
    const linksService = createExportLinksService({
      portability,
      tickets: repositories.add('exportTickets', createExportTicketsRepository),
      clock,
      exportsDir,
    });
    const offersService = createImportOffersService({
      offers: repositories.add('importOffers', createImportOffersRepository),
      transact,
      uploadsService: app.uploads,
      notifier: app.notifier,
      clock,
    });
    const importsService = createImportsService({
      portability,
      messages: repositories.get('messages'),
      uploads: repositories.get('uploads'),
      zones: repositories.get('users'),
      transact,
      uploadsService: app.uploads,
      videos: app.videos,
      clock,
      background,
      log: app.log,
      importsDir: path.join(env.dataDir, 'imports'),
      offers: offersService,
    });
    await app.register(
      portabilityRoutes({
        exportsService,
        linksService,
        importsService,
        offersService,
      }),
      { prefix: '/api' },
    );
    // An export made in a couple opens no more once it ends: its ZIP goes at once.
    app.couple.afterEnded((userIds) => exportsService.removeOutOfCouple(userIds));
    // Jobs a stopped server left pending or running cannot finish: they say so (ask again).
    app.addHook('onReady', async () => {
      await exportsService.failInterrupted();
      await importsService.failInterrupted();
      await exportsService.sweepFiles();
      await importsService.sweepFiles();
    });
  },
  {
    name: 'portability',
    fastify: '5.x',
    dependencies: [
      'core',
      'authenticate',
      'couple',
      'users-repository',
      'uploads',
      'notifications',
      'memories',
      'blog',
      'reminders',
      'letters',
      'messages',
      'albums',
      'questions',
      'checkins',
      'list',
    ],
  },
);
