import { queryOptions, useQuery } from '@tanstack/react-query';
import { coupleContract, type Invitation } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { isApiError } from '@/lib/api-error';
import { queryKeyOf } from '@/lib/query-key';

/** GET /couple/invitations: the pending invitations addressed to me (404 gives an empty list). */
export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  try {
    return (await call(coupleContract.invitations, {}, { signal })).requests;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(coupleContract.invitations),
    queryFn: ({ signal }) => getInvitations(signal),
    staleTime: 60_000,
  });

export function useInvitations(options: { enabled?: boolean } = {}) {
  return useQuery({ ...invitationsQueryOptions(), enabled: options.enabled ?? true });
}
