import type { BlogService } from './blog-service.js';
import type { BlogSharingService } from './blog-sharing-service.js';
import type { BlogSocialService } from './blog-social-service.js';

/** What the blog routes are handed by blog-module.ts. */
export interface BlogRouteDeps {
  blogService: BlogService;
  blogSocialService: BlogSocialService;
  blogSharingService: BlogSharingService;
}
