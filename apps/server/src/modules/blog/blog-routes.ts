import { blogContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { BlogRouteDeps } from './blog-route-deps.js';
import { blogSocialRoutes } from './blog-social-routes.js';

/** /api/blog/posts/*, as declared in the shared contracts: thin; the rules live in the blog services. */
export function blogRoutes(deps: BlogRouteDeps) {
  const { blogService } = deps;
  const posts = contractRoutes(blogContract, {
    list: async (request) => blogService.list(request.currentUser, request.query),
    categories: async (request) => blogService.categories(request.currentUser, request.query.scope),
    tags: async (request) => blogService.tags(request.currentUser, request.query.scope),
    statistics: async (request) => blogService.statistics(signedInUser(request)),
    preview: async (request) => blogService.preview(signedInUser(request), request.body.content),
    get: async (request) => blogService.get(request.currentUser, request.params.id),
    create: async (request, reply) =>
      reply.code(201).send(await blogService.create(signedInUser(request), request.body)),
    update: async (request) =>
      blogService.update(signedInUser(request), request.params.id, request.body),
    remove: async (request) => blogService.remove(signedInUser(request), request.params.id),
    publish: async (request) => blogService.publish(signedInUser(request), request.params.id),
    unpublish: async (request) => blogService.unpublish(signedInUser(request), request.params.id),
  });
  const social = blogSocialRoutes(deps);
  return async (app: ZodApp) => {
    await posts(app);
    await social(app);
  };
}
