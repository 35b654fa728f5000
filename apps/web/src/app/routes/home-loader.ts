import type { PagePrefetch } from '@/app/router';
import { connectionQueryOptions } from '@/features/couple/api/get-connection';
import { dashboardQueryOptions } from '@/features/home/api/get-dashboard';

/** The dashboard's numbers and the couple, asked for at the start beside the page's code. */
export const prefetch: PagePrefetch = ({ fetch }) => {
  void fetch(dashboardQueryOptions());
  void fetch(connectionQueryOptions());
};
