import { blogSocialContract } from '@doita/shared';
import { contractRoutes, firstAnswerId } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { signedInUser } from '../auth/index.js';
import type { BlogRouteDeps } from './blog-route-deps.js';

/** Likes, comments and the shareable cover of a post, as declared in the shared contract. */
export function blogSocialRoutes({ blogSocialService, blogSharingService }: BlogRouteDeps) {
  return contractRoutes(blogSocialContract, {
    like: async (request) => blogSocialService.like(signedInUser(request), request.params.id),
    unlike: async (request) => blogSocialService.unlike(signedInUser(request), request.params.id),
    comments: async (request) =>
      blogSocialService.comments(request.currentUser, request.params.id, request.query),
    addComment: {
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await blogSocialService.addComment(
              signedInUser(request),
              request.params.id,
              request.body,
            ),
          ),
      // a repeat answers the comment as it now stands, signed for this session (gone: 404)
      replay: (request, first) =>
        blogSocialService.comment(
          signedInUser(request),
          request.params.id,
          firstAnswerId(first, 'comment'),
        ),
    },
    removeComment: async (request) =>
      blogSocialService.removeComment(
        signedInUser(request),
        request.params.id,
        request.params.commentId,
      ),
    // A raw answer: the cover's bytes, cacheable by anyone (link previews fetch it).
    cover: async (request, reply) => {
      const file = await blogSharingService.coverFile(request.params.id);
      if (!file) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.body);
    },
  });
}
