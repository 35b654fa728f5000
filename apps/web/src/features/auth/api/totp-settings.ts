import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { totpContract, type TotpDisableBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /auth/totp: on or off, and the recovery codes left. */
export function useTotpStatus() {
  return useQuery({
    queryKey: queryKeyOf(totpContract.status),
    queryFn: ({ signal }) => call(totpContract.status, {}, { signal }),
    meta: { errorToast: false },
  });
}

/** POST /auth/totp/setup: a new secret and its otpauth:// address (still off). */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => call(totpContract.setup, {}),
    meta: { errorToast: false },
  });
}

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(totpContract.status) });
}

/** POST /auth/totp/enable: on, with ten recovery codes to show once. */
export function useTotpEnable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) => call(totpContract.enable, { body: { code } }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** POST /auth/totp/disable: off, with the password or a code. */
export function useTotpDisable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TotpDisableBody) => call(totpContract.disable, { body }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}
