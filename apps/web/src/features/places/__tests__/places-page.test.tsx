import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PlacesPage } from '../components/places-page';

const LAN = makeUser({ id: 'lan', displayName: 'Lan', coupleId: 'couple-1' });

/** Answers what `handler` knows, 404 for the rest. */
function stubFetch(handler: (url: URL) => Response | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = handler(new URL(href, 'http://localhost'));
      return Promise.resolve(answer ?? jsonResponse({ message: 'Not found' }, { status: 404 }));
    }),
  );
}

// a pasted map link: one word of 200 characters, within the rule
const LONG = 'https://maps.app.goo.gl/' + 'x'.repeat(176);

describe('<PlacesPage> with a place name that is one long word', () => {
  it('cuts it in the list (whole in its tooltip) and wraps it once chosen, in one column on a phone', async () => {
    signIn(LAN);
    // the map measures itself; jsdom has no layout to measure
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    stubFetch((url) => {
      if (url.pathname === '/api/memories/places')
        return jsonResponse({
          places: [{ name: LONG, lat: 1, lng: 1, count: 1, memoryIds: ['m1'] }],
          truncated: false,
        });
      if (url.pathname === '/api/places/map') return jsonResponse({ tiles: null });
      if (url.pathname === '/api/memories/search')
        return jsonResponse({
          memories: [],
          pagination: { currentPage: 1, totalPages: 1, totalMemories: 0, limit: 3 },
        });
      return undefined;
    });
    renderWithProviders(<PlacesPage />);
    const name = await screen.findByTitle(LONG);
    expect(name).toHaveClass('truncate', 'min-w-0');
    // an auto grid track would grow to the name's width; one shrinkable column does not
    expect(name.closest('ul')).toHaveClass('grid-cols-1');
    await userEvent.click(name);
    const chosen = await screen.findByRole('heading', { level: 2, name: LONG });
    expect(within(chosen).getByText(LONG)).toHaveClass('wrap-anywhere', 'min-w-0');
  });
});
