import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewPost } from '../api/preview-post';
import { blogContract } from '@doita/shared';
import { queryKeyOf } from '@/lib/query-key';

/** The value once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}

/**
 * The live preview: the server renders and sanitises the Markdown exactly as it will store
 * and serve it (images signed), a moment after typing stops; the last preview stays on
 * screen while the next one comes.
 */
export function useMarkdownPreview(content: string, enabled: boolean) {
  const settled = useDebounced(content, 400);
  return useQuery({
    queryKey: queryKeyOf(blogContract.preview, { body: { content: settled } }),
    queryFn: ({ signal }) => previewPost(settled, signal),
    enabled: enabled && settled.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    meta: { errorToast: false },
  });
}
