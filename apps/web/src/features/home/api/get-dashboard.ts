import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardContract, type Dashboard } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/** GET /dashboard: counts, recent activity, upcoming reminders, on this day, next milestone. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await call(dashboardContract.get, {}, { signal })).dashboard;
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(dashboardContract.get),
    queryFn: ({ signal }) => getDashboard(signal),
    // the page shows the failure with a retry button
    meta: { errorToast: false },
  });

export function useDashboard(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQueryOptions(), enabled: options.enabled ?? true });
}

/** After something is created from the dashboard, its numbers and lists are asked again. */
export function useInvalidateDashboard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: areaKeyOf(dashboardContract.get) });
}
