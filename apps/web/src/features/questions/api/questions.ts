import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ERROR_CODES,
  questionsContract,
  type AnswerQuestionBody,
  type QuestionTodayResponse,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { ApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { i18n } from '@/lib/i18n';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';
import { toast } from '@/lib/toast-store';

/** GET /questions/today: the couple's question of the day and where it stands. */
export const todayQuestionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(questionsContract.today),
    queryFn: ({ signal }) => call(questionsContract.today, {}, { signal }),
    // each screen says why it has no question (no partner, no network) with its own state
    meta: { errorToast: false },
    retry: (count, error) => !isNoCouple(error) && count < 2,
  });

export function useTodayQuestion() {
  return useQuery(todayQuestionQueryOptions());
}

/** Whether a failed call failed because the person has no partner (disconnected). */
export function isNoCouple(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.noCouple;
}

/** My answer as it will be once saved, shown at once (the partner's stays hidden). */
function withMyAnswer(view: QuestionTodayResponse, text: string): QuestionTodayResponse {
  return {
    ...view,
    myAnswer: { text: text.trim(), answeredAt: new Date().toISOString() },
    canSkip: false,
  };
}

/**
 * PUT /questions/today/answer, optimistic; offline it waits in the outbox (the same answer
 * twice is one answer) with the day and question it was written for, so it never lands on
 * another day's question.
 */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  const key = queryKeyOf(questionsContract.today);
  return useMutation({
    mutationFn: (body: AnswerQuestionBody) =>
      callOrQueue(questionsContract.answer, { body }, { label: body.text }),
    networkMode: 'always',
    meta: { errorToast: false },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<QuestionTodayResponse>(key);
      if (before) queryClient.setQueryData(key, withMyAnswer(before, body.text));
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      toast.success(i18n.t('questions:answer.saved'));
    },
    onError: (error, _body, context) => {
      if (isQueuedWrite(error)) {
        toast.info(i18n.t('questions:answer.queued'));
        return;
      }
      if (context?.before) queryClient.setQueryData(key, context.before);
      notifyFailure(i18n.t(failureKey(error)), error);
    },
    onSettled: (_answer, error) => {
      if (isQueuedWrite(error)) return;
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(questionsContract.today) });
    },
  });
}

/** The words of a refused answer or skip, by the server's code. */
function failureKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === ERROR_CODES.questionLocked) return 'questions:errors.locked';
  if (code === ERROR_CODES.questionDayOver) return 'questions:errors.dayOver';
  if (code === ERROR_CODES.questionSkipUsed) return 'questions:errors.skipUsed';
  if (code === ERROR_CODES.questionAnswered) return 'questions:errors.answered';
  if (code === ERROR_CODES.noCouple) return 'questions:errors.noCouple';
  return 'questions:errors.saveFailed';
}

/** POST /questions/today/skip: another question today (once, before anyone answered). */
export function useSkipQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(questionsContract.skip),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeyOf(questionsContract.today), answer);
      toast.success(i18n.t('questions:skip.done'));
    },
    onError: (error) => {
      notifyFailure(i18n.t(failureKey(error)), error);
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(questionsContract.today) });
    },
  });
}

/** GET /questions/history?before&q: past days, newest first, a page at a time. */
export function useQuestionHistory(q: string) {
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: queryKeyOf(questionsContract.history, { query: search ? { q: search } : {} }),
    queryFn: ({ pageParam, signal }) =>
      call(
        questionsContract.history,
        {
          query: { ...(pageParam ? { before: pageParam } : {}), ...(search ? { q: search } : {}) },
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    meta: { errorToast: false },
    retry: (count, error) => !isNoCouple(error) && count < 2,
  });
}
