import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContract, sessionsContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(authContract.sessions) });
}

/** DELETE /auth/sessions/:id: that device is signed out at once. */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => call(sessionsContract.endOne, { params: { id } }),
    meta: { errorToast: false },
    onSettled: refresh,
  });
}

/** DELETE /auth/sessions: every device but this one is signed out at once. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => call(sessionsContract.endOthers, {}),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}
