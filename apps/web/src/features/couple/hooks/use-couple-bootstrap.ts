import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIsAuthenticated } from '@/lib/session';
import { coupleQueryKeys } from '../api/couple-query-keys';
import { useConnection } from '../api/get-connection';

/**
 * On start (and whenever the user signs in) the connection is fetched;
 * when the session ends the couple cache is reset.
 */
export function useCoupleBootstrap() {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  useConnection({ enabled: isAuthenticated });
  useEffect(() => {
    if (!isAuthenticated) queryClient.removeQueries({ queryKey: coupleQueryKeys.all });
  }, [isAuthenticated, queryClient]);
}
