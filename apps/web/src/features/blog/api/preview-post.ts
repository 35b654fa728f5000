import type { BlogPreview } from '@doita/shared';
import { api } from '@/lib/api-client';

/**
 * POST /blog/posts/preview: the server's own sanitised rendering of the Markdown, so the
 * live preview shows exactly what will be stored and served (no second renderer here).
 */
export function previewPost(content: string, signal?: AbortSignal): Promise<BlogPreview> {
  return api.post<BlogPreview>('/blog/posts/preview', { content }, { signal });
}
