import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trashContract } from '@doita/shared';
import type { ReplyOf, TrashKind } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

export type TrashListReply = ReplyOf<typeof trashContract.list>;
export interface TrashTarget {
  kind: TrashKind;
  id: string;
}

/** GET /trash: what I deleted in the last 30 days, newest first. */
export function getTrash(signal?: AbortSignal): Promise<TrashListReply> {
  return call(trashContract.list, {}, { signal });
}

/** POST /trash/:kind/:id/restore */
export function restoreTrashItem(target: TrashTarget) {
  return call(trashContract.restore, { params: target });
}

/** DELETE /trash/:kind/:id: for good */
export function purgeTrashItem(target: TrashTarget) {
  return call(trashContract.purge, { params: target });
}

const trashQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(trashContract.list),
    queryFn: ({ signal }) => getTrash(signal),
    meta: { errorToast: false },
  });

export function useTrash() {
  return useQuery(trashQueryOptions());
}

/** Restoring touches whatever list held the item: every cached list is refetched. */
export function useRestoreTrashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTrashItem,
    meta: { errorTitleKey: 'trash:failure.restore' },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function usePurgeTrashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeTrashItem,
    meta: { errorTitleKey: 'trash:failure.purge' },
    onSuccess: (_reply, target) => {
      queryClient.setQueryData(trashQueryOptions().queryKey, (list) =>
        list
          ? { items: list.items.filter((i) => i.id !== target.id || i.kind !== target.kind) }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(trashContract.list) });
    },
  });
}
