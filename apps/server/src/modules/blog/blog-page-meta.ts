import { POST_PAGE_COVER_SIZES, imageSrcSet } from '@doita/shared';
import type { BlogSharingService } from './blog-sharing-service.js';

const POST_PAGE = /^\/blog\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * The link preview of a blog page: `/blog/{id}` of a public published post gets its Open
 * Graph card; any other page, or a post a guest may not read, the plain index.html, so
 * the answer says nothing about whether a private post exists. A post with a cover also
 * preloads it and draws it, with the title, as the page's first screen (its largest
 * paint), signed as the post's own answer signs it.
 */
export function blogPageMeta(sharing: Pick<BlogSharingService, 'openGraph'>) {
  return async (pathname: string) => {
    const id = POST_PAGE.exec(pathname)?.[1];
    if (!id || id === 'new') return null;
    const card = await sharing.openGraph(id);
    if (!card) return null;
    const { cover, ...meta } = card;
    return {
      ...meta,
      cover: cover
        ? {
            href: cover.url,
            srcset: imageSrcSet(cover),
            sizes: POST_PAGE_COVER_SIZES,
            width: cover.width,
            height: cover.height,
            placeholder: cover.placeholder,
          }
        : null,
    };
  };
}
