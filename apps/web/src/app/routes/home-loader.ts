import { connectionQueryOptions } from '@/features/couple/api/get-connection';
import { dashboardQueryOptions } from '@/features/home/api/get-dashboard';
import { getSession } from '@/lib/session';
import type { PageLoader } from '../router';
import { firstAnswers, quietly } from './prime';

/** The dashboard's numbers and the couple. */
export const loader: PageLoader = (queryClient) => () =>
  getSession()
    ? firstAnswers([
        () => queryClient.ensureQueryData(quietly(dashboardQueryOptions())),
        () => queryClient.ensureQueryData(quietly(connectionQueryOptions())),
      ])
    : null;
