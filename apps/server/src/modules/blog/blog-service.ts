import type { AvatarRef } from '../uploads/index.js';
import { randomUUID } from 'node:crypto';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  ERROR_CODES,
  ERROR_MESSAGES,
  VALIDATION,
  autoExcerpt,
  maxItemsMessage,
  pageCount,
  pageWindow,
  readingMinutes,
  showsNothing,
} from '@doita/shared';
import type {
  BlogCategory,
  BlogList,
  BlogListQuery,
  BlogPost,
  BlogPreview,
  BlogPrivacy,
  BlogScope,
  CreateBlogPostInput,
  Image,
  UpdateBlogPostInput,
} from '@doita/shared';
import type { Notifier } from '../notifications/index.js';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import { RENDER_VERSION, renderMarkdown, signImages } from './blog-markdown.js';
import type { BlogDetailRow, BlogPostPatch, BlogRepository } from './blog-repository.js';
import type { BlogViewer } from './blog-reads-repository.js';
import { toPost, toSummary, viewerOf } from './blog-view.js';

export interface BlogServiceDeps {
  blog: BlogRepository;
  uploadsService: Pick<
    UploadsService,
    'claim' | 'release' | 'free' | 'deleteFiles' | 'toImage' | 'avatarUrl'
  >;
  transact: Transact<{ blog: BlogRepository; uploads: UploadsRepository }>;
  clock: Clock;
  /** the partner hears of a post published for them (couple or public) */
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error(details: object, message: string): void };
}

export type BlogService = ReturnType<typeof createBlogService>;

export const postNotFound = () => notFound('Post not found');

/** a post just published, told to the partner unless it is the author's alone */
async function announcePublished(
  deps: Pick<BlogServiceDeps, 'notifier' | 'log'>,
  user: UserWithCouple,
  post: { id: string; title: string; privacy: string },
): Promise<void> {
  if (post.privacy === 'private') return;
  await deps.notifier
    .notifyPartner(user, {
      type: 'post_published',
      data: { actorName: user.displayName, postId: post.id, title: post.title },
      link: `/blog/${post.id}`,
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'post notification failed'));
}
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/** What the Markdown gives the row: the HTML, the excerpt made from it, the reading time. */
function rendering(content: string) {
  const rendered = renderMarkdown(content);
  if (rendered.uploadIds.length > BLOG_LIMITS.images) {
    throw fieldInvalid('content', maxItemsMessage(BLOG_LIMITS.images));
  }
  return {
    uploadIds: rendered.uploadIds,
    fields: {
      contentHtml: rendered.html,
      renderVersion: RENDER_VERSION,
      autoExcerpt: autoExcerpt(rendered.plainText),
      readingMinutes: readingMinutes(rendered.plainText),
    },
  };
}

/** A published post says something: a title (always there) and some visible text. */
function assertPublishable(content: string): void {
  if (showsNothing(content)) throw fieldInvalid('content', VALIDATION.required);
}

/**
 * Posts (docs/product-rules.md, Privacy): a post one may not
 * see is 404; one may see but did not write is 403 to change. Only the author edits,
 * publishes and deletes (the partner reads, likes and comments).
 */
export function createBlogService(deps: BlogServiceDeps) {
  const { blog, uploadsService, transact, clock } = deps;
  type ImageRow = Parameters<typeof uploadsService.toImage>[0];
  // A public post's pictures are anyone's: one URL for every reader, the one the page's
  // first screen preloads (signed for a guest), not a second download once the app draws.
  const signPublic = (row: ImageRow) => uploadsService.toImage(row, null);
  /** how a post's pictures are signed for `caller` (a guest when null) */
  const signerFor =
    (caller: Caller | null) =>
    (post: { privacy: string; status: string }): ((row: ImageRow) => Image) =>
      post.privacy === 'public' && post.status === 'published'
        ? signPublic
        : (row) => uploadsService.toImage(row, caller);
  const avatarSigner = (caller: Caller | null) => (ref: AvatarRef) =>
    uploadsService.avatarUrl(ref, caller);

  async function visible(id: string, viewer: BlogViewer): Promise<BlogDetailRow> {
    const row = await blog.findVisible(id, viewer);
    if (!row) throw postNotFound();
    return row;
  }

  async function authored(user: UserWithCouple, id: string): Promise<BlogDetailRow> {
    const row = await visible(id, viewerOf(user));
    if (row.authorId !== user.id) throw forbidden();
    return row;
  }

  /** the post as this reader gets it: stale renderings redone, images signed for them */
  async function present(
    row: BlogDetailRow,
    viewer: BlogViewer,
    caller: Caller | null,
  ): Promise<{ post: BlogPost }> {
    const sign = signerFor(caller)(row);
    let html = row.contentHtml;
    if (row.renderVersion < RENDER_VERSION) {
      const { fields } = rendering(row.content);
      await blog.update(row.id, fields);
      html = fields.contentHtml;
    }
    const images = new Map<string, Image>();
    if (html.includes('src="upload:')) {
      for (const image of await blog.imagesOf(row.id)) images.set(image.id, sign(image));
    }
    return {
      post: toPost(row, viewer, sign, avatarSigner(caller), signImages(html, images)),
    };
  }

  const reread = async (id: string, user: Caller) =>
    present(await visible(id, viewerOf(user)), viewerOf(user), user);

  return {
    async list(user: Caller | null, query: BlogListQuery): Promise<BlogList> {
      const viewer = viewerOf(user);
      const window = pageWindow(query.page, query.limit);
      const { rows, total } = await blog.list(
        viewer,
        {
          scope: viewer ? (query.scope ?? 'ours') : 'public',
          category: query.category,
          tag: query.tag,
          privacy: query.privacy,
          status: query.status,
          authorId: query.author,
          q: query.q || undefined,
        },
        window,
      );
      const signFor = signerFor(user);
      const signAvatar = avatarSigner(user);
      return {
        posts: rows.map((row) => toSummary(row, viewer, signFor(row), signAvatar)),
        pagination: {
          currentPage: query.page,
          totalPosts: total,
          totalPages: pageCount(total, query.limit),
        },
      };
    },

    async get(user: Caller | null, id: string) {
      const viewer = viewerOf(user);
      return present(await visible(id, viewer), viewer, user);
    },

    async create(user: Caller, input: CreateBlogPostInput) {
      const privacy: BlogPrivacy = input.privacy ?? 'private';
      if (privacy === 'couple' && !user.coupleId) throw noCouple();
      const content = input.content ?? '';
      const status = input.status ?? 'draft';
      if (status === 'published') assertPublishable(content);
      const { uploadIds, fields } = rendering(content);
      const id = randomUUID();
      const now = clock.now();
      await transact(async (tx) => {
        // Only my own fresh uploads (an image cannot be lifted from someone else's post),
        // claimed first: the post's row then never points at an image that is not there.
        await uploadsService.claim(tx.uploads, user.id, uploadIds, 'content', { photosOnly: true });
        if (input.coverImageId) {
          await uploadsService.claim(tx.uploads, user.id, [input.coverImageId], 'coverImageId', {
            photosOnly: true,
          });
        }
        await tx.blog.insert({
          id,
          authorId: user.id,
          coupleId: user.coupleId,
          title: input.title,
          content,
          ...fields,
          excerpt: input.excerpt ?? null,
          coverUploadId: input.coverImageId ?? null,
          tags: input.tags ?? [],
          category: input.category ?? 'life',
          privacy,
          status,
          publishedAt: status === 'published' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await tx.blog.addImages(id, uploadIds);
      });
      if (status === 'published')
        await announcePublished(deps, user, { id, title: input.title, privacy });
      return reread(id, user);
    },

    async update(user: Caller, id: string, input: UpdateBlogPostInput) {
      const row = await authored(user, id);
      const patch: BlogPostPatch = { updatedAt: clock.now() };
      if (input.privacy !== undefined && input.privacy !== row.privacy) {
        if (input.privacy === 'couple') {
          if (!user.coupleId) throw noCouple();
          patch.coupleId = user.coupleId;
        }
        patch.privacy = input.privacy;
      }
      if (input.title !== undefined) patch.title = input.title;
      if (input.excerpt !== undefined) patch.excerpt = input.excerpt;
      if (input.tags !== undefined) patch.tags = input.tags;
      if (input.category !== undefined) patch.category = input.category;
      let wanted: string[] | undefined;
      if (input.content !== undefined) {
        if (row.status === 'published') assertPublishable(input.content);
        const { uploadIds, fields } = rendering(input.content);
        Object.assign(patch, { content: input.content, ...fields });
        wanted = uploadIds;
      }
      const coverChanges =
        input.coverImageId !== undefined && input.coverImageId !== row.coverUploadId;
      if (coverChanges) patch.coverUploadId = input.coverImageId ?? null;
      await transact(async (tx) => {
        const current = wanted ? new Set(await tx.blog.imageIdsOf(id)) : new Set<string>();
        const added = wanted?.filter((imageId) => !current.has(imageId)) ?? [];
        const removed = wanted ? [...current].filter((imageId) => !wanted.includes(imageId)) : [];
        await uploadsService.claim(tx.uploads, user.id, added, 'content', { photosOnly: true });
        if (coverChanges && input.coverImageId) {
          await uploadsService.claim(tx.uploads, user.id, [input.coverImageId], 'coverImageId', {
            photosOnly: true,
          });
        }
        await tx.blog.update(id, patch);
        await tx.blog.addImages(id, added);
        await tx.blog.removeImages(id, removed);
        // Images taken out (and a replaced cover) are no longer served; an undo in the
        // editor may put them back within a day, then the sweep removes them.
        const letGo = coverChanges && row.coverUploadId ? [...removed, row.coverUploadId] : removed;
        await uploadsService.release(tx.uploads, letGo);
      });
      return reread(id, user);
    },

    async remove(user: Caller, id: string): Promise<{ message: string }> {
      await authored(user, id);
      // To the trash: its cover and images stay until it is deleted for good
      // (trash-service.ts), so a restore brings everything back.
      await blog.trash(id, user.id, clock.now());
      return { message: 'Post deleted' };
    },

    async publish(user: Caller, id: string) {
      const row = await authored(user, id);
      assertPublishable(row.content);
      if (row.status !== 'published') {
        const now = clock.now();
        await blog.update(id, { status: 'published', publishedAt: now, updatedAt: now });
        await announcePublished(deps, user, row);
      }
      return reread(id, user);
    },

    async unpublish(user: Caller, id: string) {
      const row = await authored(user, id);
      if (row.status !== 'draft') {
        await blog.update(id, { status: 'draft', publishedAt: null, updatedAt: clock.now() });
      }
      return reread(id, user);
    },

    /** the server's rendering of the editor's Markdown; images shown are the writer's own */
    async preview(user: Caller, content: string): Promise<BlogPreview> {
      const rendered = renderMarkdown(content);
      const images = new Map<string, Image>();
      for (const row of await blog.uploadsOwnedBy(user.id, rendered.uploadIds)) {
        images.set(row.id, uploadsService.toImage(row, user));
      }
      return {
        html: signImages(rendered.html, images),
        excerpt: autoExcerpt(rendered.plainText),
        readingMinutes: readingMinutes(rendered.plainText),
      };
    },

    async categories(user: Caller | null, scope: BlogScope | undefined) {
      const viewer = viewerOf(user);
      const counts = new Map(
        (await blog.categoryCounts(viewer, viewer ? (scope ?? 'ours') : 'public')).map((c) => [
          c.category,
          c.count,
        ]),
      );
      return {
        categories: BLOG_CATEGORIES.map((category: BlogCategory) => ({
          category,
          count: counts.get(category) ?? 0,
        })),
      };
    },

    async tags(user: Caller | null, scope: BlogScope | undefined) {
      const viewer = viewerOf(user);
      return { tags: await blog.tagCounts(viewer, viewer ? (scope ?? 'ours') : 'public') };
    },

    async statistics(user: UserWithCouple) {
      const viewer = viewerOf(user)!;
      const [{ totals, byMonth }, categories] = await Promise.all([
        blog.statistics(viewer),
        blog.categoryCounts(viewer, 'ours'),
      ]);
      const byCategory = new Map(categories.map((c) => [c.category, c.count]));
      return {
        statistics: {
          total: totals.total,
          published: totals.published,
          drafts: totals.total - totals.published,
          likes: totals.likes,
          comments: totals.comments,
          byCategory: BLOG_CATEGORIES.map((category) => ({
            category,
            count: byCategory.get(category) ?? 0,
          })),
          byMonth,
        },
      };
    },
  };
}
