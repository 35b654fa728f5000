import { useQuery } from '@tanstack/react-query';
import { uploadsContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/**
 * GET /uploads/config: whether this server prepares videos (the picker says so when it
 * cannot, and offers photos only from then on). Undefined until asked and while it loads:
 * videos are offered meanwhile, and the server's answer to an upload says the rest.
 */
export function useUploadsConfig(enabled = true): boolean | undefined {
  const { data } = useQuery({
    enabled,
    queryKey: queryKeyOf(uploadsContract.config),
    queryFn: ({ signal }) => call(uploadsContract.config, undefined, { signal }),
    staleTime: 60 * 60_000,
    meta: { errorToast: false },
  });
  return data?.videos.available;
}
