import type { onRequestAsyncHookHandler } from 'fastify';
import type { BlogService } from './blog-service.js';
import type { BlogSharingService } from './blog-sharing-service.js';
import type { BlogSocialService } from './blog-social-service.js';

/** What the blog routes are handed by app.ts. */
export interface BlogRouteDeps {
  blogService: BlogService;
  blogSocialService: BlogSocialService;
  blogSharingService: BlogSharingService;
  authenticate: onRequestAsyncHookHandler;
  /** no token: a guest; a token: checked as by `authenticate` */
  optionalAuthenticate: onRequestAsyncHookHandler;
}
