import path from 'node:path';
import { UPLOAD_LIMITS } from '@doita/shared';
import fp from 'fastify-plugin';
import { createUrlSigner } from '../../lib/signed-urls.js';
import { resolveVideoTools } from '../../lib/video.js';
import { createUploadSweep } from './upload-sweep.js';
import { startUploadSweeper } from './upload-sweeper.js';
import { createUploadsRepository } from './uploads-repository.js';
import type { UploadsRepository } from './uploads-repository.js';
import { uploadsRoutes } from './uploads-routes.js';
import { createUploadsService } from './uploads-service.js';
import type { UploadsService } from './uploads-service.js';
import { createVideoJobsRepository } from './video-jobs-repository.js';
import type { VideoJobsRepository } from './video-jobs-repository.js';
import { createVideoService } from './video-service.js';
import type { VideoService } from './video-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    uploads: UploadsRepository;
    videoJobs: VideoJobsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the queue that prepares videos (video-service.ts); tests wait on `idle()` */
    videos: VideoService;
    /** photos and avatars: the other modules sign, claim and free them through this (uploads-service.ts) */
    uploads: UploadsService;
  }
}

/** Upload storage, the plugin the others use by interface: `app.uploads` (UploadsService). */
export const uploadsModule = fp(
  async (app) => {
    const { storage, jwtSecret, clock, repositories, env } = app.core;
    const uploads = repositories.add('uploads', createUploadsRepository);
    const videoJobs = repositories.add('videoJobs', createVideoJobsRepository);
    const uploadsService = createUploadsService({
      uploads,
      storage,
      signer: createUrlSigner(jwtSecret, UPLOAD_LIMITS.urlLifetimeSeconds, clock),
      clock,
      log: app.log,
    });
    app.decorate('uploads', uploadsService);
    const resolved = resolveVideoTools(env.video);
    if (!resolved.tools)
      app.log.warn(`videos cannot be prepared on this server: ${resolved.reason}`);
    const workDir = path.join(env.dataDir, 'video-work');
    const videoService = createVideoService({
      uploads,
      jobs: videoJobs,
      transact: app.core.transact,
      storage,
      clock,
      log: app.log,
      tools: resolved.tools,
      workDir,
      timeoutMs: env.video.timeoutSeconds * 1000,
    });
    app.decorate('videos', videoService);
    await app.register(
      uploadsRoutes({
        uploadsService,
        videoService,
        workDir,
      }),
      { prefix: '/api' },
    );
    // What a stopped server was preparing goes back to the queue once this one listens.
    app.addHook('onReady', async () => {
      await videoService.resume();
    });
    app.addHook('onClose', async () => {
      await videoService.close();
    });
    startUploadSweeper(app, createUploadSweep({ uploads, storage, clock }));
  },
  { name: 'uploads', fastify: '5.x', dependencies: ['core', 'authenticate'] },
);
