import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  LIST_LIMITS,
  listContract,
  type CreateListItemBody,
  type ListItem,
  type ListItemsPage,
  type ListKind,
  type ListStatus,
  type UpdateListItemBody,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { i18n } from '@/lib/i18n';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { areaKeyOf, keyPrefixOf, queryKeyOf } from '@/lib/query-key';
import { toast } from '@/lib/toast-store';

export interface ListFilter {
  status?: ListStatus | undefined;
  kind?: ListKind | undefined;
}

/** GET /list-items?status&kind&cursor: newest first, a page at a time. */
export const listItemsQueryOptions = (filter: ListFilter, limit: number = LIST_LIMITS.pageSize) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(listContract.list, {
      query: { status: filter.status, kind: filter.kind, limit },
    }),
    queryFn: ({ pageParam, signal }) =>
      call(
        listContract.list,
        {
          query: {
            status: filter.status,
            kind: filter.kind,
            limit,
            cursor: pageParam ?? undefined,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // the page (or the hub card) shows the failure with a retry
    meta: { errorToast: false },
  });

export function useListItems(filter: ListFilter, limit?: number) {
  return useInfiniteQuery(listItemsQueryOptions(filter, limit));
}

function useInvalidateList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: areaKeyOf(listContract.list) });
}

/** Every cached page shows `change` on the item at once (undone if the server refuses). */
function usePatchCachedItem() {
  const queryClient = useQueryClient();
  return (id: string, change: (item: ListItem) => ListItem) =>
    queryClient.setQueriesData<InfiniteData<ListItemsPage>>(
      { queryKey: keyPrefixOf(listContract.list) },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? change(item) : item)),
          })),
        },
    );
}

const queuedOr = (error: unknown, failure: string) => {
  if (isQueuedWrite(error)) toast.info(i18n.t('list:form.queued'));
  else notifyFailure(i18n.t(failure), error);
};

/** POST /list-items; offline it waits in the outbox. */
export function useCreateListItem() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: CreateListItemBody) =>
      callOrQueue(listContract.create, { body }, { label: body.title }).then((a) => a.item),
    networkMode: 'always',
    meta: { errorToast: false },
    onSuccess: () => toast.success(i18n.t('list:form.added')),
    // a refusal per field is shown under its field by the form
    onError: (error) =>
      isApiError(error) && error.status === 422 && error.errors.length > 0
        ? undefined
        : queuedOr(error, 'list:form.saveFailed'),
    onSettled: invalidate,
  });
}

/** PATCH /list-items/:id (online: a change is made against what the partner sees now). */
export function useUpdateListItem() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateListItemBody }) =>
      call(listContract.update, { params: { id }, body }).then((a) => a.item),
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

/** POST or DELETE /list-items/:id/done, shown at once; offline it waits in the outbox. */
export function useSetDone() {
  const invalidate = useInvalidateList();
  const patch = usePatchCachedItem();
  return useMutation({
    mutationFn: ({ item, done }: { item: ListItem; done: boolean }) =>
      callOrQueue(
        done ? listContract.done : listContract.undone,
        { params: { id: item.id } },
        { label: item.title, targetId: item.id },
      ).then((a) => a.item),
    networkMode: 'always',
    meta: { errorToast: false },
    onMutate: ({ item, done }) => patch(item.id, (it) => ({ ...it, done })),
    onError: (error, { item }) => {
      if (!isQueuedWrite(error)) patch(item.id, (it) => ({ ...it, done: item.done }));
      queuedOr(error, 'list:item.actionFailed');
    },
    onSettled: (_answer, error) => (isQueuedWrite(error) ? undefined : invalidate()),
  });
}

/** DELETE /list-items/:id */
export function useRemoveListItem() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: string) => call(listContract.remove, { params: { id } }),
    meta: { errorToast: false },
    onSuccess: () => toast.success(i18n.t('list:item.removed')),
    onError: (error) => notifyFailure(i18n.t('list:item.actionFailed'), error),
    onSettled: invalidate,
  });
}
