import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createQueryClient, whenAnswersIn } from '../query-client';
import { clearToasts, getToasts } from '../toast-store';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToasts();
});

describe('a read that failed: a toast, except for the network while the browser is offline', () => {
  const failingRead = (client: ReturnType<typeof createQueryClient>, key: string, error: Error) =>
    client
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false })
      .catch(() => undefined);

  it('offline, a read that reached no server says nothing more than the offline banner', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    await failingRead(client, 'memories', new ApiError({ message: 'Failed to fetch' }));
    expect(getToasts()).toHaveLength(0);
    // a refusal the server did send is still told, offline banner or not
    await failingRead(client, 'couple', new ApiError({ status: 500, message: 'boom' }));
    expect(getToasts()).toHaveLength(1);
  });

  it('online, a read that reached no server is told', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await failingRead(
      createQueryClient(),
      'memories',
      new ApiError({ message: 'Failed to fetch' }),
    );
    expect(getToasts()).toHaveLength(1);
  });
});

describe('whenAnswersIn: what can wait starts once the page’s answers are in', () => {
  it('at once when nothing is being fetched', async () => {
    await expect(whenAnswersIn(new QueryClient(), 60_000)).resolves.toBeUndefined();
  });

  it('when the last of the fetches in flight ends, whether it answered or failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (value: string) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: ['dashboard'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    void client.prefetchQuery({
      queryKey: ['couple'],
      queryFn: () => new Promise<string>((_, reject) => (fail = reject)),
    });
    let settled = false;
    void whenAnswersIn(client, 60_000).then(() => (settled = true));
    answer('numbers');
    await vi.waitFor(() => expect(client.getQueryData(['dashboard'])).toBe('numbers'));
    expect(settled).toBe(false);
    fail(new Error('offline'));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('after maxMs at most, a request hanging or not', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    let settled = false;
    void whenAnswersIn(client, 3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
