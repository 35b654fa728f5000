import fp from 'fastify-plugin';
import { createAvatarService } from './avatar-service.js';
import type { AvatarService } from './avatar-service.js';
import { createUsersService } from './users-service.js';
import type { UsersService } from './users-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** a person as the API shows them, the profile, the search by e-mail */
    users: UsersService;
    /** setting and removing one's avatar */
    avatars: AvatarService;
  }
}

/**
 * People: the user view (with a signed avatar), the profile and the search. The users
 * table's repository is registered by `authenticateModule`, which every route needs first.
 */
export const usersModule = fp(
  (app, _options, done) => {
    const { transact, clock, repositories } = app.core;
    const users = repositories.get('users');
    const usersService = createUsersService({ users, uploadsService: app.uploads, clock });
    app.decorate('users', usersService);
    app.decorate(
      'avatars',
      createAvatarService({ users, transact, usersService, uploadsService: app.uploads, clock }),
    );
    done();
  },
  { name: 'users', fastify: '5.x', dependencies: ['core', 'authenticate', 'uploads'] },
);
