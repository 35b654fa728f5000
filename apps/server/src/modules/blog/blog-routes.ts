import { blogContract as contract } from '@doita/shared';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import { perUser } from '../auth/index.js';
import type { BlogRouteDeps } from './blog-route-deps.js';
import { blogSocialRoutes } from './blog-social-routes.js';

/** Autosave writes often; anything else about as often as a person clicks. */
const LIMITS = {
  write: perUser({ max: 60, timeWindow: '15 minutes' }),
  autosave: perUser({ max: 900, timeWindow: '15 minutes' }),
  preview: perUser({ max: 600, timeWindow: '15 minutes' }),
};

/** /api/blog/posts/* (issue 7), as declared in the shared contract: thin; the rules live in the blog services. */
export function blogRoutes(app: ZodApp, deps: BlogRouteDeps, done: () => void): void {
  const { blogService, authenticate, optionalAuthenticate } = deps;
  const signedIn = { authenticate };
  const guestToo = { authenticate: optionalAuthenticate };

  handle(app, contract.list, guestToo, async (request) =>
    blogService.list(request.currentUser, request.query),
  );

  handle(app, contract.categories, guestToo, async (request) =>
    blogService.categories(request.currentUser, request.query.scope),
  );

  handle(app, contract.tags, guestToo, async (request) =>
    blogService.tags(request.currentUser, request.query.scope),
  );

  handle(app, contract.statistics, signedIn, async (request) =>
    blogService.statistics(signedInUser(request)),
  );

  handle(
    app,
    contract.preview,
    { ...signedIn, config: { rateLimit: LIMITS.preview } },
    async (request) => blogService.preview(signedInUser(request), request.body.content),
  );

  handle(app, contract.get, guestToo, async (request) =>
    blogService.get(request.currentUser, request.params.id),
  );

  handle(
    app,
    contract.create,
    { ...signedIn, config: { rateLimit: LIMITS.write } },
    async (request, reply) =>
      reply.code(201).send(await blogService.create(signedInUser(request), request.body)),
  );

  handle(
    app,
    contract.update,
    { ...signedIn, config: { rateLimit: LIMITS.autosave } },
    async (request) => blogService.update(signedInUser(request), request.params.id, request.body),
  );

  handle(app, contract.remove, signedIn, async (request) =>
    blogService.remove(signedInUser(request), request.params.id),
  );

  handle(app, contract.publish, signedIn, async (request) =>
    blogService.publish(signedInUser(request), request.params.id),
  );

  handle(app, contract.unpublish, signedIn, async (request) =>
    blogService.unpublish(signedInUser(request), request.params.id),
  );

  blogSocialRoutes(app, deps);
  done();
}
