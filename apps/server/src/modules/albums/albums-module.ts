import fp from 'fastify-plugin';
import { createAlbumsRepository } from './albums-repository.js';
import type { AlbumsRepository } from './albums-repository.js';
import { albumsRoutes } from './albums-routes.js';
import { createAlbumsService } from './albums-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    albums: AlbumsRepository;
  }
}

/** Albums of the couple's shared memories (docs/product-rules.md, Albums). */
export const albumsModule = fp(
  async (app) => {
    const { clock, repositories, transact } = app.core;
    const albumsService = createAlbumsService({
      albums: repositories.add('albums', createAlbumsRepository),
      transact,
      uploadsService: app.uploads,
      clock,
    });
    await app.register(albumsRoutes(albumsService), { prefix: '/api' });
  },
  { name: 'albums', fastify: '5.x', dependencies: ['core', 'authenticate', 'uploads'] },
);
