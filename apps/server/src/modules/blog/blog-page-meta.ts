import type { BlogSharingService } from './blog-sharing-service.js';

const POST_PAGE = /^\/blog\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * The link preview of a blog page: `/blog/{id}` of a public published post gets its Open
 * Graph card; any other page, or a post a guest may not read, the plain index.html, so
 * the answer says nothing about whether a private post exists.
 */
export function blogPageMeta(sharing: Pick<BlogSharingService, 'openGraph'>) {
  return async (pathname: string) => {
    const id = POST_PAGE.exec(pathname)?.[1];
    if (!id || id === 'new') return null;
    return sharing.openGraph(id);
  };
}
