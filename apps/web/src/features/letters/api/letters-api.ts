import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { LETTER_LIMITS, lettersContract } from '@doita/shared';
import type { CreateLetterBody, Letter, LetterBox, UpdateLetterBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { callOrQueue } from '@/lib/offline';
import { areaKeyOf, keyPrefixOf, queryKeyOf } from '@/lib/query-key';

/** letters a page: the server's own page size */
export const LETTERS_PAGE: number = LETTER_LIMITS.pageSize;

/**
 * GET /letters: one box a page at a time (sent, waiting for me, opened), by the server's
 * keyset cursor. A sealed letter to me comes without content: there is nothing to hide here.
 */
export const lettersBoxOptions = (box: LetterBox, limit = LETTERS_PAGE) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(lettersContract.list, { query: { box, limit } }),
    queryFn: ({ pageParam, signal }) =>
      call(
        lettersContract.list,
        { query: { box, limit, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { errorToast: false },
  });

export function useLettersBox(box: LetterBox, limit = LETTERS_PAGE) {
  return useInfiniteQuery(lettersBoxOptions(box, limit));
}

/** GET /letters/{id}: 404 when it is not mine nor to me in my couple. */
export const letterOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(lettersContract.get, { params: { id } }),
    queryFn: ({ signal }) => call(lettersContract.get, { params: { id } }, { signal }),
    meta: { errorToast: false },
  });

export function useLetter(id: string) {
  return useQuery(letterOptions(id));
}

/**
 * GET /letters/opening-days: the first day both our calendars allow (the form's earliest),
 * read again when a form opens a minute or more after the last time.
 */
export function useLetterOpeningDays() {
  return useQuery({
    queryKey: queryKeyOf(lettersContract.openingDays),
    queryFn: ({ signal }) => call(lettersContract.openingDays, {}, { signal }),
    staleTime: 60_000,
    meta: { errorToast: false },
  });
}

/** Every letter screen reads again after a write (the partner's come by the live stream). */
function useRefreshLetters() {
  const queryClient = useQueryClient();
  return (letter?: Letter) => {
    if (letter) queryClient.setQueryData(letterOptions(letter.id).queryKey, letter);
    return queryClient.invalidateQueries({ queryKey: areaKeyOf(lettersContract.list) });
  };
}

/**
 * POST /letters: may wait offline (sent once, by its Idempotency-Key); photos are uploaded
 * first, so a letter with photos needs the network.
 */
export function useWriteLetter(label: string) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: CreateLetterBody) =>
      callOrQueue(lettersContract.create, { body }, { label }),
    meta: { errorTitleKey: 'letters:failure.write' },
    onSuccess: (letter) => refresh(letter),
  });
}

/** PATCH /letters/{id}: the writer, while it is sealed (409 once it opened). */
export function useEditLetter(id: string) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: UpdateLetterBody) => call(lettersContract.update, { params: { id }, body }),
    meta: { errorTitleKey: 'letters:failure.edit' },
    onSuccess: (letter) => refresh(letter),
  });
}

/** DELETE /letters/{id}: withdrawn with its photos, the writer's, before it opens. */
export function useWithdrawLetter(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: () => call(lettersContract.remove, { params: { id } }),
    meta: { errorTitleKey: 'letters:failure.withdraw' },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keyPrefixOf(lettersContract.get, { params: { id } }) });
      return refresh();
    },
  });
}
