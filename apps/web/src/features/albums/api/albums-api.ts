import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { albumsContract, shareLinksContract } from '@doita/shared';
import type {
  AlbumPage,
  CreateAlbumBody,
  CreateShareLinkBody,
  UpdateAlbumBody,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/** memories a page of an album */
export const ALBUM_PAGE_SIZE = 24;

/**
 * GET /albums: the couple's albums a page at a time (the server's keyset cursor), last
 * changed first; with a memory, which of them hold it. `data` is every album read so far.
 */
export const albumsOptions = (memoryId?: string) => {
  const query = memoryId ? { memoryId } : {};
  return infiniteQueryOptions({
    queryKey: queryKeyOf(albumsContract.list, { query }),
    queryFn: ({ pageParam, signal }) =>
      call(
        albumsContract.list,
        { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.albums),
    meta: { errorToast: false },
  });
};

export function useAlbums(memoryId?: string) {
  return useInfiniteQuery(albumsOptions(memoryId));
}

/** GET /albums/{id}: the album and one page of its memories (by index). */
export const albumOptions = (id: string, page: number) => {
  const query = { page, limit: ALBUM_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(albumsContract.get, { params: { id }, query }),
    queryFn: ({ signal }) => call(albumsContract.get, { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
};

export function useAlbum(id: string, page: number) {
  return useQuery(albumOptions(id, page));
}

/** Every album screen reads again after a write (the partner's come by the live stream). */
function useRefreshAlbums() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: areaKeyOf(albumsContract.list) }),
      queryClient.invalidateQueries({ queryKey: areaKeyOf(shareLinksContract.list) }),
    ]);
}

export function useCreateAlbum() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: (body: CreateAlbumBody) => call(albumsContract.create, { body }),
    meta: { errorTitleKey: 'albums:failure.create' },
    onSuccess: () => refresh(),
  });
}

export function useUpdateAlbum(id: string) {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: (body: UpdateAlbumBody) => call(albumsContract.update, { params: { id }, body }),
    meta: { errorTitleKey: 'albums:failure.update' },
    onSuccess: () => refresh(),
  });
}

export function useDeleteAlbum() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: (id: string) => call(albumsContract.remove, { params: { id } }),
    meta: { errorTitleKey: 'albums:failure.delete' },
    onSuccess: () => refresh(),
  });
}

/** Adds memories to an album (`add`) or takes one out (`remove`). */
export function useAlbumMemories() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: ({
      albumId,
      memoryIds,
      action,
    }: {
      albumId: string;
      memoryIds: string[];
      action: 'add' | 'remove';
    }): Promise<AlbumPage | { message: string }> =>
      action === 'add'
        ? call(albumsContract.addMemories, { params: { id: albumId }, body: { memoryIds } })
        : call(albumsContract.removeMemory, {
            params: { id: albumId, memoryId: memoryIds[0] ?? '' },
          }),
    meta: { errorTitleKey: 'albums:failure.memories' },
    onSuccess: () => refresh(),
  });
}

/**
 * GET /share-links of one memory, one album or (neither) the whole couple, newest first, a
 * page at a time. `data` is every link read so far.
 */
export const shareLinksOptions = (target: { memoryId?: string; albumId?: string }) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(shareLinksContract.list, { query: target }),
    queryFn: ({ pageParam, signal }) =>
      call(
        shareLinksContract.list,
        { query: { ...target, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.shareLinks),
    meta: { errorToast: false },
  });

export function useShareLinks(target: { memoryId?: string; albumId?: string }) {
  return useInfiniteQuery(shareLinksOptions(target));
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) => call(shareLinksContract.create, { body }),
    meta: { errorTitleKey: 'albums:failure.share' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: areaKeyOf(shareLinksContract.list) }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(shareLinksContract.revoke, { params: { id } }),
    meta: { errorTitleKey: 'albums:failure.revoke' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: areaKeyOf(shareLinksContract.list) }),
  });
}
