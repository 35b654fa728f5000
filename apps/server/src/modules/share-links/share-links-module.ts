import fp from 'fastify-plugin';
import { createShareLinksRepository, linkPhotosRule } from './share-links-repository.js';
import type { ShareLinksRepository } from './share-links-repository.js';
import { shareLinksRoutes } from './share-links-routes.js';
import { createTokenMaker } from './share-links-secrets.js';
import { createShareLinksService } from './share-links-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    shareLinks: ShareLinksRepository;
  }
}

/** Read-only links to a memory or an album (docs/product-rules.md, Share links). */
export const shareLinksModule = fp(
  async (app) => {
    const { env, jwtSecret, clock, repositories, transact } = app.core;
    const links = repositories.add('shareLinks', createShareLinksRepository);
    app.uploads.allowViewing(linkPhotosRule);
    const service = createShareLinksService({
      links,
      transact,
      albums: repositories.get('albums'),
      uploadsService: app.uploads,
      clock,
      tokenOf: createTokenMaker(jwtSecret),
      publicUrl: env.publicUrl,
    });
    await app.register(shareLinksRoutes(service), { prefix: '/api' });
  },
  {
    name: 'share-links',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'albums'],
  },
);
