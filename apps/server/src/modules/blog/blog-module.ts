import fp from 'fastify-plugin';
import { postPicturesRule, publicPeopleAvatarsRule } from './blog-files-repository.js';
import { createBlogAccountRepository } from './blog-account-repository.js';
import type { BlogAccountRepository } from './blog-account-repository.js';
import { createBlogRepository } from './blog-repository.js';
import type { BlogRepository } from './blog-repository.js';
import { blogRoutes } from './blog-routes.js';
import { createBlogService } from './blog-service.js';
import { createBlogSharingService } from './blog-sharing-service.js';
import type { BlogSharingService } from './blog-sharing-service.js';
import { createBlogSocialService } from './blog-social-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    blog: BlogRepository;
    blogAccount: BlogAccountRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the Open Graph card and cover of public posts (the web app's /blog/{id} pages) */
    blogSharing: BlogSharingService;
  }
}

/** The blog: posts, categories, tags, likes, comments and the shareable card. */
export const blogModule = fp(
  async (app) => {
    const { transact, clock, env, repositories } = app.core;
    const blog = repositories.add('blog', createBlogRepository);
    repositories.add('blogAccount', createBlogAccountRepository);
    const uploadsService = app.uploads;
    uploadsService.allowViewing(postPicturesRule);
    uploadsService.allowViewing(publicPeopleAvatarsRule);
    const notifier = app.notifier;
    const blogSharingService = createBlogSharingService({
      blog,
      uploadsService,
      publicUrl: env.publicUrl,
    });
    app.decorate('blogSharing', blogSharingService);
    const routes = blogRoutes({
      blogService: createBlogService({
        blog,
        uploadsService,
        transact,
        clock,
        notifier,
        log: app.log,
      }),
      blogSocialService: createBlogSocialService({
        blog,
        transact,
        uploadsService,
        clock,
        notifier,
        log: app.log,
      }),
      blogSharingService,
    });
    await app.register(routes, { prefix: '/api' });
  },
  {
    name: 'blog',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'notifications'],
  },
);
