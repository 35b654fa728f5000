import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIsAuthenticated } from '@/lib/session';
import { useConnection } from '../api/get-connection';
import { coupleContract } from '@doita/shared';
import { areaKeyOf } from '@/lib/query-key';

/**
 * On start (and whenever the user signs in) the connection is fetched;
 * when the session ends the couple cache is reset.
 */
export function useCoupleBootstrap() {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  useConnection({ enabled: isAuthenticated });
  useEffect(() => {
    if (!isAuthenticated)
      queryClient.removeQueries({ queryKey: areaKeyOf(coupleContract.connection) });
  }, [isAuthenticated, queryClient]);
}
