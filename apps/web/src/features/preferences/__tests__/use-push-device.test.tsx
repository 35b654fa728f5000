import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, testQueryClient } from '@/test/render';
import { usePushDevice } from '../hooks/use-push-device';

/** A browser's push machinery (jsdom has none): one old subscription, and a fresh one on demand. */
function fakeBrowserPush() {
  const subscription = (endpoint: string) => ({
    endpoint,
    unsubscribe: vi.fn(() => Promise.resolve(true)),
    toJSON: () => ({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
  });
  const old = subscription('https://push.example.com/old');
  const fresh = subscription('https://push.example.com/fresh');
  let current: typeof old | null = old;
  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: vi.fn(() => Promise.resolve((current = fresh))),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'granted',
    requestPermission: () => Promise.resolve('granted'),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return { old, fresh, pushManager };
}

describe('usePushDevice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("subscribes afresh when this browser's endpoint belongs to another account (409)", async () => {
    signIn();
    const browser = fakeBrowserPush();
    const mock = stubApi({
      'GET /api/push/public-key': jsonResponse({ publicKey: 'BPk'.repeat(29) }),
      'POST /api/push/subscriptions': (body) =>
        (body as { endpoint: string }).endpoint.endsWith('/old')
          ? jsonResponse(
              {
                message: 'This browser receives notifications for another account',
                code: 'PUSH_ENDPOINT_TAKEN',
              },
              { status: 409 },
            )
          : jsonResponse({ message: 'Subscribed' }, { status: 201 }),
      'GET /api/push/subscriptions': jsonResponse({ subscriptions: [] }),
    });
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePushDevice(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('on'));
    let enabled = false;
    await act(async () => {
      enabled = await result.current.enable();
    });
    expect(enabled).toBe(true);
    expect(browser.old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const posted = callsOf(mock)
      .filter((call) => call.key === 'POST /api/push/subscriptions')
      .map((call) => (call.body as { endpoint: string }).endpoint);
    expect(posted).toEqual(['https://push.example.com/old', 'https://push.example.com/fresh']);
    expect(result.current.state).toBe('on');
  });
});
