import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { makeDashboard } from '@/features/home/__tests__/dashboard-fixtures';
import { clearSession } from '@/lib/session';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, testQueryClient } from '@/test/render';
import { getToasts } from '@/lib/toast-store';
import { dashboardContract, messagesContract } from '@doita/shared';
import { queryKeyOf } from '@/lib/query-key';

/** The app's routes at `path`, without rendering: the router loads the page's code and data. */
function openAt(path: string) {
  const queryClient = testQueryClient();
  // as the app's own router: it knows when it is still loading the page it was opened on
  const self: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const router = createMemoryRouter(
    appRoutes(queryClient, undefined, () => !self.router?.state.initialized),
    { initialEntries: [path] },
  );
  self.router = router;
  const loaded = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  return { queryClient, router, loaded };
}

const connection = { status: 'none' as const };
/** The addresses a stubbed fetch was asked for, decoded. */
const urlsOf = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.map(([input]) =>
    decodeURIComponent(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    ),
  );

/** what the header shows on every page, asked for by the shell's loader */
const SHELL_ASKS = [
  'GET /api/notifications',
  'GET /api/reminders/upcoming',
  'GET /api/couple/connection',
  'GET /api/messages/unread',
];

/** a request for the memories list (searched or not) */
const LIST = /\/api\/memories(\/search)?\?/;

describe('route loaders: a page’s first answers come with its code', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('the dashboard is in the cache when the page first renders', async () => {
    signIn(makeUser());
    const dashboard = makeDashboard();
    const api = stubApi({
      'GET /api/dashboard': jsonResponse({ dashboard }),
      'GET /api/couple/connection': jsonResponse(connection),
    });
    const { queryClient, router, loaded } = openAt('/');
    await loaded;
    expect(router.state.errors).toBeNull();
    expect(queryClient.getQueryData(queryKeyOf(dashboardContract.get))).toEqual(dashboard);
    const asked = callsOf(api).map((call) => call.key);
    expect(asked).toContain('GET /api/dashboard');
    expect(asked).toContain('GET /api/couple/connection');
  });

  it('asks nothing for a guest at /: the loader sends them to /login in its place', async () => {
    const api = stubApi({});
    const { router, loaded } = openAt('/');
    await loaded;
    expect(callsOf(api).map((call) => call.key)).not.toContain('GET /api/dashboard');
    expect(router.state.location.pathname).toBe('/login');
    // opening the app: Back does not return to a page that sends them on again
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a guest following a link to / gets /login after the page they were on', async () => {
    stubApi({});
    const { router, loaded } = openAt('/forgot-password');
    await loaded;
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a failed answer is the page’s to show: the loader neither fails nor toasts', async () => {
    signIn(makeUser());
    stubApi({
      'GET /api/dashboard': errorAnswer({ status: 500, code: 'INTERNAL' }),
      'GET /api/couple/connection': jsonResponse(connection),
    });
    const { queryClient, router, loaded } = openAt('/');
    await loaded;
    expect(router.state.errors).toBeNull();
    expect(queryClient.getQueryState(queryKeyOf(dashboardContract.get))?.status).toBe('error');
    expect(getToasts()).toEqual([]);
  });

  it('offline, nothing is asked: the page opens at once on the saved copy', async () => {
    signIn(makeUser());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({});
    const { router, loaded } = openAt('/');
    await loaded;
    expect(router.state.errors).toBeNull();
    expect(callsOf(api).map((call) => call.key)).not.toContain('GET /api/dashboard');
    vi.restoreAllMocks();
  });

  it('the memories list asks for the page of the address’s filters, and no list for the statistics', async () => {
    signIn(makeUser());
    const api = stubApi({});
    await openAt('/memories?q=bi%E1%BB%83n').loaded;
    const listAsk = urlsOf(api).find((url) => LIST.test(url));
    expect(listAsk).toContain('q=biển');

    const api2 = stubApi({});
    await openAt('/memories?view=statistics').loaded;
    expect(urlsOf(api2).some((url) => LIST.test(url))).toBe(false);
  });

  it('the header’s answers come with the page’s, for someone in a couple', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    const api = stubApi({
      'GET /api/notifications': jsonResponse({ notifications: [], unreadCount: 2 }),
      'GET /api/messages/unread': jsonResponse({ count: 1, capped: false }),
      'GET /api/couple/connection': jsonResponse(connection),
    });
    const { queryClient, router, loaded } = openAt('/memories');
    await loaded;
    expect(router.state.errors).toBeNull();
    const asked = callsOf(api).map((call) => call.key);
    for (const ask of SHELL_ASKS) expect(asked).toContain(ask);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeyOf(messagesContract.unread))).toEqual({
        count: 1,
        capped: false,
      }),
    );
    // the upcoming reminders failed (the stub has none): the page still opened, no toast
    expect(getToasts()).toEqual([]);
  });

  it('a header request that does not answer does not hold the page back', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    const api = stubApi({
      // the page's own answers come (here a 404: the page shows it); this one never does
      'GET /api/notifications': () => new Promise<Response>(() => undefined),
    });
    const { router, loaded } = openAt('/memories');
    await loaded;
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/memories');
    expect(callsOf(api).map((call) => call.key)).toContain('GET /api/notifications');
  });

  it('offline, the header asks nothing as the app opens', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({});
    await openAt('/memories').loaded;
    const asked = callsOf(api).map((call) => call.key);
    for (const ask of SHELL_ASKS) expect(asked).not.toContain(ask);
    vi.restoreAllMocks();
  });

  it('someone single is not asked about unread messages; a guest is asked nothing of the header', async () => {
    signIn(makeUser());
    const api = stubApi({});
    await openAt('/memories').loaded;
    const asked = callsOf(api).map((call) => call.key);
    expect(asked).toContain('GET /api/notifications');
    expect(asked).not.toContain('GET /api/messages/unread');

    clearSession();
    const guest = stubApi({});
    await openAt('/blog/abc-123').loaded;
    const guestAsked = callsOf(guest).map((call) => call.key);
    for (const ask of SHELL_ASKS) expect(guestAsked).not.toContain(ask);
  });

  it('a guest opening a post from a link: the post is asked for as a guest', async () => {
    const api = stubApi({});
    await openAt('/blog/abc-123').loaded;
    expect(callsOf(api).map((call) => call.key)).toContain('GET /api/blog/posts/abc-123');
  });
});
