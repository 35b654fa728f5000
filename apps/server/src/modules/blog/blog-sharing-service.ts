import type { Image } from '@doita/shared';
import type { LinkPreview } from '../../lib/link-preview.js';
import type { UploadsService } from '../uploads/index.js';
import type { BlogRepository } from './blog-repository.js';

export interface BlogSharingServiceDeps {
  blog: Pick<BlogRepository, 'publicCard'>;
  uploadsService: Pick<UploadsService, 'toImage' | 'open'>;
  /** the address users open (PUBLIC_URL): link previews need absolute URLs */
  publicUrl: string;
}

export type BlogSharingService = ReturnType<typeof createBlogSharingService>;

/** What a link preview of a public post shows (Open Graph). */
export interface OpenGraphCard extends LinkPreview {
  /** the cover as the post's API answer signs it for a guest (the page preloads it), or null */
  cover: Image | null;
}

/** Link previews want a picture around 1200 px wide: the largest rendition up to that. */
const PREVIEW_MAX_WIDTH = 1200;
const POST_ID = /^[A-Za-z0-9_-]{1,64}$/;

type PublicCard = NonNullable<Awaited<ReturnType<BlogRepository['publicCard']>>>;

/** the rendition a preview uses, when the card has a cover */
function previewWidth(card: PublicCard): number | null {
  const widths = card.coverId ? card.coverWidths : null;
  if (!widths?.length) return null;
  return [...widths].reverse().find((w) => w <= PREVIEW_MAX_WIDTH) ?? widths[0] ?? null;
}

/**
 * Sharing a public published post with a proper link preview: its Open Graph
 * card, and a stable cover address for it. Signed file URLs expire within hours, and a
 * site that caches a preview would soon hold a dead picture; this address stays good as
 * long as the post stays public, and serves nothing of any other post.
 */
export function createBlogSharingService(deps: BlogSharingServiceDeps) {
  const { blog, uploadsService } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  const card = (id: string) => (POST_ID.test(id) ? blog.publicCard(id) : undefined);

  return {
    async openGraph(id: string): Promise<OpenGraphCard | null> {
      const post = await card(id);
      if (!post) return null;
      const width = previewWidth(post);
      const scale = width && post.coverWidth ? width / post.coverWidth : 0;
      return {
        title: post.title,
        description: post.excerpt ?? post.autoExcerpt,
        url: `${publicUrl}/blog/${id}`,
        image: width
          ? {
              url: `${publicUrl}/api/blog/posts/${id}/cover`,
              width,
              height: Math.round((post.coverHeight ?? 0) * scale),
            }
          : null,
        publishedAt: post.publishedAt?.toISOString() ?? null,
        authorName: post.authorName,
        cover:
          post.coverId && post.coverWidths?.length
            ? uploadsService.toImage(
                {
                  id: post.coverId,
                  widths: post.coverWidths,
                  placeholder: post.coverPlaceholder ?? '',
                  width: post.coverWidth ?? 0,
                  height: post.coverHeight ?? 0,
                  originalFile: null,
                },
                null,
              )
            : null,
      };
    },

    /** the cover's bytes, when the post is public and published and has one */
    async coverFile(id: string) {
      const post = await card(id);
      const width = post && previewWidth(post);
      if (!post?.coverId || !width) return null;
      const coverId = post.coverId;
      // Signed for a guest and checked like any URL: a cover nobody may see is not served.
      const image = uploadsService.toImage(
        {
          id: coverId,
          widths: [width],
          placeholder: '',
          width: post.coverWidth ?? 0,
          height: post.coverHeight ?? 0,
          originalFile: null,
        },
        null,
      );
      const signed = new URL(image.url, 'http://x');
      const name = signed.pathname.split('/').pop() ?? '';
      return uploadsService.open(coverId, name, Object.fromEntries(signed.searchParams));
    },
  };
}
