import { blogContract, type BlogPreview } from '@doita/shared';
import { call } from '@/lib/api-contract';

/**
 * POST /blog/posts/preview: the server's own sanitised rendering of the Markdown, so the
 * live preview shows exactly what will be stored and served (no second renderer here).
 */
export function previewPost(content: string, signal?: AbortSignal): Promise<BlogPreview> {
  return call(blogContract.preview, { body: { content } }, { signal });
}
