import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { createAppRouter } from './router';

export function App({
  client,
  router: created,
}: { client?: QueryClient; router?: ReturnType<typeof createAppRouter> } = {}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [router] = useState(() => created ?? createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
