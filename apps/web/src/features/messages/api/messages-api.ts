import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { MESSAGE_LIMITS, messagesContract } from '@doita/shared';
import type { CreateMessageBody, Message, ReadPointer } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { callOrQueue } from '@/lib/offline';
import { queriesOf, queryKeyOf } from '@/lib/query-key';
import {
  findMessage,
  upsertMessage,
  withReadPointer,
  type ConversationData,
} from './messages-cache';

/**
 * GET /messages: the conversation, newest page first, older ones as the person scrolls up
 * (the server's cursor over its index). One list per person: the key has no input.
 */
export const conversationOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(messagesContract.list),
    queryFn: ({ pageParam, signal }) =>
      call(
        messagesContract.list,
        {
          query: {
            limit: String(MESSAGE_LIMITS.pageDefault),
            ...(pageParam ? { before: pageParam } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { errorToast: false },
  });

export function useConversation() {
  return useInfiniteQuery(conversationOptions());
}

const conversationKey = () => conversationOptions().queryKey;

/** Puts one message in the open conversation's cache (sent here, or heard from the stream). */
export function putMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ConversationData>(conversationKey(), (data) =>
    upsertMessage(data, message),
  );
}

export function putReadPointer(
  queryClient: QueryClient,
  who: 'partner' | 'me',
  pointer: ReadPointer,
): void {
  queryClient.setQueryData<ConversationData>(conversationKey(), (data) =>
    withReadPointer(data, who, pointer),
  );
}

export function cachedMessage(queryClient: QueryClient, id: string): Message | undefined {
  return findMessage(queryClient.getQueryData<ConversationData>(conversationKey()), id);
}

/** GET /messages/:id: one message again, as an event on the stream names it. */
export function fetchMessage(id: string, signal?: AbortSignal): Promise<Message> {
  return call(messagesContract.get, { params: { id } }, { signal });
}

/** The badge and the pinned notes after a write here (the stream tells the other screens). */
function refreshAround(queryClient: QueryClient) {
  return queryClient.invalidateQueries(
    queriesOf(messagesContract.unread, messagesContract.pinnedNotes),
  );
}

/**
 * POST /messages: sent now, or kept in the outbox while offline (sent once, in order, by
 * its Idempotency-Key, when the network returns): the caller shows it as "waiting".
 */
export function sendMessage(body: CreateMessageBody, label: string): Promise<Message> {
  return callOrQueue(messagesContract.create, { body }, { label });
}

/** PATCH /messages/{id}: my words again, within 15 minutes. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      call(messagesContract.update, { params: { id }, body: { text } }),
    meta: { errorTitleKey: 'messages:failure.edit' },
    onSuccess: (message) => putMessage(queryClient, message),
  });
}

/** DELETE /messages/{id}: unsent, for both; the trace stays. */
export function useUnsendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(messagesContract.unsend, { params: { id } }),
    meta: { errorTitleKey: 'messages:failure.unsend' },
    onSuccess: (message) => {
      putMessage(queryClient, message);
      void refreshAround(queryClient);
    },
  });
}

/** PUT or DELETE /messages/{id}/reaction: my one reaction, or none. */
export function useReactToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: string | null }) =>
      emoji
        ? call(messagesContract.setReaction, { params: { id }, body: { emoji } })
        : call(messagesContract.removeReaction, { params: { id } }),
    meta: { errorTitleKey: 'messages:failure.react' },
    onSuccess: (message) => putMessage(queryClient, message),
  });
}

/** POST /messages/read: my pointer forward (the badge follows). */
export async function markRead(queryClient: QueryClient, upToId: string): Promise<void> {
  const state = await call(messagesContract.markRead, { body: { upToId } });
  if (state.myReadUpTo) putReadPointer(queryClient, 'me', state.myReadUpTo);
  if (state.partnerReadUpTo) putReadPointer(queryClient, 'partner', state.partnerReadUpTo);
  queryClient.setQueryData(queryKeyOf(messagesContract.unread), { count: 0, capped: false });
  void queryClient.invalidateQueries(queriesOf(messagesContract.unread));
}

/** POST /nudges: a heart to the partner. */
export function useNudge() {
  return useMutation({
    mutationFn: () => call(messagesContract.nudge),
    meta: { errorToast: false },
  });
}

/** GET /messages/search: every word, accents ignored, newest first. */
export const searchOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(messagesContract.search, { query: { q } }),
    queryFn: ({ pageParam, signal }) =>
      call(
        messagesContract.search,
        { query: { q, limit: '20', ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: q.trim().length > 0,
    meta: { errorToast: false },
  });

export function useMessageSearch(q: string) {
  return useInfiniteQuery(searchOptions(q));
}

/** GET /messages/notes/pinned: love notes to me not opened yet (the dashboard's pinned cards). */
export const pinnedNotesOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(messagesContract.pinnedNotes),
    queryFn: ({ signal }) => call(messagesContract.pinnedNotes, undefined, { signal }),
    meta: { errorToast: false },
  });

export function usePinnedNotes(enabled: boolean) {
  return useQuery({ ...pinnedNotesOptions(), enabled });
}

/** POST /messages/{id}/open: the note leaves the dashboard, stays in the conversation. */
export function useOpenNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(messagesContract.openNote, { params: { id } }),
    meta: { errorTitleKey: 'messages:failure.send' },
    onSuccess: (message) => {
      putMessage(queryClient, message);
      queryClient.setQueryData(pinnedNotesOptions().queryKey, (data) =>
        data ? { notes: data.notes.filter((note) => note.id !== message.id) } : data,
      );
      void refreshAround(queryClient);
    },
  });
}
