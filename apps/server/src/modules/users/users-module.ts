import fp from 'fastify-plugin';
import { createAvatarService } from './avatar-service.js';
import { usersRoutes } from './users-routes.js';
import { createUsersRepository, ownAndFindableAvatarsRule } from './users-repository.js';
import type { UsersRepository } from './users-repository.js';
import { createUsersService } from './users-service.js';
import type { UsersService } from './users-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    users: UsersRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** a person as the API shows them, the profile, the search by e-mail */
    users: UsersService;
  }
}

/**
 * The users table's repository, on its own and first: `authenticate` (which every route,
 * this module's too, needs) reads the signed-in person with it.
 */
export const usersRepositoryModule = fp(
  (app, _options, done) => {
    app.core.repositories.add('users', createUsersRepository);
    done();
  },
  { name: 'users-repository', fastify: '5.x', dependencies: ['core'] },
);

/**
 * A person's account: the user view (with a signed avatar) other modules answer with
 * (`app.users`), the profile, the avatar, the search by e-mail and deleting the account
 * (the pipeline is the account module's).
 */
export const usersModule = fp(
  async (app) => {
    const { transact, clock, repositories } = app.core;
    const users = repositories.get('users');
    app.uploads.allowViewing(ownAndFindableAvatarsRule);
    const usersService = createUsersService({ users, uploadsService: app.uploads, clock });
    app.decorate('users', usersService);
    await app.register(
      usersRoutes({
        usersService,
        avatarService: createAvatarService({
          users,
          transact,
          usersService,
          uploadsService: app.uploads,
          clock,
        }),
        accountDeletion: app.accountDeletion,
      }),
      { prefix: '/api' },
    );
  },
  {
    name: 'users',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'account'],
  },
);
