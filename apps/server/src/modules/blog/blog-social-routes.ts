import { blogSocialContract as contract } from '@doita/shared';
import { handle } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import { perUser } from '../auth/index.js';
import type { BlogRouteDeps } from './blog-route-deps.js';

const LIMITS = {
  like: perUser({ max: 300, timeWindow: '15 minutes' }),
  comment: perUser({ max: 60, timeWindow: '15 minutes' }),
};

/** Likes, comments and the shareable cover of a post, as declared in the shared contract. */
export function blogSocialRoutes(app: ZodApp, deps: BlogRouteDeps): void {
  const { blogSocialService, blogSharingService, authenticate, optionalAuthenticate } = deps;
  const liking = { authenticate, config: { rateLimit: LIMITS.like } };

  handle(app, contract.like, liking, async (request) =>
    blogSocialService.like(signedInUser(request), request.params.id),
  );

  handle(app, contract.unlike, liking, async (request) =>
    blogSocialService.unlike(signedInUser(request), request.params.id),
  );

  handle(app, contract.comments, { authenticate: optionalAuthenticate }, async (request) =>
    blogSocialService.comments(request.currentUser, request.params.id, request.query),
  );

  handle(
    app,
    contract.addComment,
    { authenticate, config: { rateLimit: LIMITS.comment } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await blogSocialService.addComment(
            signedInUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  handle(app, contract.removeComment, { authenticate }, async (request) =>
    blogSocialService.removeComment(
      signedInUser(request),
      request.params.id,
      request.params.commentId,
    ),
  );

  // A raw answer: the cover's bytes, cacheable by anyone (link previews fetch it).
  handle(app, contract.cover, {}, async (request, reply) => {
    const file = await blogSharingService.coverFile(request.params.id);
    if (!file) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.body);
  });
}
