import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, staleTime: Infinity },
    mutations: { retry: false },
  });
  return client;
}

/** A component with a query client and a memory router around it. */
export function renderWithProviders(ui: ReactElement, options: { route?: string } = {}) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** The whole app's route tree at a path. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * A header menu's trigger once the real (Radix) menu has replaced its stand-in. The menu loads
 * when reached for, so the pointer goes over the stand-in first, as a person's would before a
 * click. Clicking a stand-in found a moment before the swap clicks a button no longer on the
 * page; a person cannot do that, so the tests wait for the real trigger (the stand-in's own
 * path has tests).
 */
export async function findMenuTrigger(name: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByRole('button', { name });
  if (!found.hasAttribute('data-state')) fireEvent.pointerEnter(found);
  return waitFor(() => {
    const trigger = screen.getByRole('button', { name });
    if (!trigger.hasAttribute('data-state')) throw new Error('the menu has not loaded yet');
    return trigger;
  });
}
