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

describe('<PlacesPage> with many places', () => {
  it('lists 50, then 50 more on each "Show more", the focus on the first new one; the truncated notice stays', async () => {
    signIn(LAN);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const places = Array.from({ length: 120 }, (_, i) => ({
      name: `Nơi ${i + 1}`,
      lat: 10 + i / 1000,
      lng: 106,
      count: 1,
      memoryIds: [`m${i}`],
    }));
    stubFetch((url) => {
      if (url.pathname === '/api/memories/places') return jsonResponse({ places, truncated: true });
      if (url.pathname === '/api/places/map') return jsonResponse({ tiles: null });
      return undefined;
    });
    renderWithProviders(<PlacesPage />);
    const list = await screen.findByRole('region', { name: 'Những nơi đã đến' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).getByRole('status')).toHaveTextContent('Đang hiện 50/120 địa điểm');
    expect(screen.getByText(/chỉ hiện những nơi có nhiều kỷ niệm nhất/)).toBeInTheDocument();

    const u = userEvent.setup();
    const more = within(list).getByRole('button', { name: 'Xem thêm' });
    more.focus();
    await u.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(within(list).getByRole('button', { name: 'Nơi 51' })).toHaveFocus();
    await u.click(within(list).getByRole('button', { name: 'Xem thêm' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getByRole('button', { name: 'Nơi 101' })).toHaveFocus();
    expect(within(list).queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    expect(within(list).getByRole('status')).toHaveTextContent('Đang hiện 120/120 địa điểm');
  });
});
