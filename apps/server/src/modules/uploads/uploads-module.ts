import { UPLOAD_LIMITS } from '@doita/shared';
import fp from 'fastify-plugin';
import { createUrlSigner } from '../../lib/signed-urls.js';
import { trackViewers } from './file-viewer.js';
import { createUploadSweep } from './upload-sweep.js';
import { startUploadSweeper } from './upload-sweeper.js';
import { createUploadsRepository } from './uploads-repository.js';
import type { UploadsRepository } from './uploads-repository.js';
import { uploadsRoutes } from './uploads-routes.js';
import { createUploadsService } from './uploads-service.js';
import type { UploadsService } from './uploads-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    uploads: UploadsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** photos and avatars: the other modules sign, claim and free them through this (uploads-service.ts) */
    uploads: UploadsService;
  }
}

/** Upload storage, the plugin the others use by interface: `app.uploads` (UploadsService). */
export const uploadsModule = fp(
  async (app) => {
    const { storage, jwtSecret, clock, repositories } = app.core;
    const uploads = repositories.add('uploads', createUploadsRepository);
    // Before any route that signs a file URL: the URL is signed for the request's session.
    trackViewers(app);
    const uploadsService = createUploadsService({
      uploads,
      storage,
      signer: createUrlSigner(jwtSecret, UPLOAD_LIMITS.urlLifetimeSeconds, clock),
      clock,
      log: app.log,
    });
    app.decorate('uploads', uploadsService);
    await app.register(
      uploadsRoutes({
        uploadsService,
      }),
      { prefix: '/api' },
    );
    startUploadSweeper(app, createUploadSweep({ uploads, storage, clock }));
  },
  { name: 'uploads', fastify: '5.x', dependencies: ['core', 'authenticate'] },
);
