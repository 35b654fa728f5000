import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PIN_STEP_PX, PinPicker, movePin, pinAt, roundCoordinate } from '../components/pin-picker';
import { project } from '../lib/map-math';

const BASE_MAP = {
  box: { west: 92, east: 126, south: -1, north: 30 },
  vietnam: [
    [
      [105, 21],
      [106, 21],
      [106, 20],
      [105, 21],
    ],
  ],
  hoangSa: { name: 'Quần đảo Hoàng Sa', within: 'Đà Nẵng', lat: 16.5, lng: 112, rings: [] },
  truongSa: { name: 'Quần đảo Trường Sa', within: 'Khánh Hòa', lat: 10, lng: 114, rings: [] },
  neighbours: [],
};

/** jsdom lays nothing out: the map is told it is 360 × 256 px */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 360, height: 256 } } as ResizeObserverEntry], this);
  }
  disconnect() {}
  unobserve() {}
}

/** answers the picker's three reads: the base map, its province lines, the tile config */
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

describe('the pin arithmetic', () => {
  it('rounds to 4 decimals and moves the pin by screen pixels', () => {
    expect(roundCoordinate(10.123456)).toBe(10.1235);
    const scale = 40;
    const moved = movePin({ lat: 11.94, lng: 108.45 }, PIN_STEP_PX, 0, scale);
    expect(moved.lat).toBe(11.94);
    const [x0] = project(108.45, 11.94);
    const [x1] = project(moved.lng, moved.lat);
    expect((x1 - x0) * scale).toBeCloseTo(PIN_STEP_PX, 0);
    // north is up: an upward step raises the latitude
    expect(movePin({ lat: 11.94, lng: 108.45 }, 0, -PIN_STEP_PX, scale).lat).toBeGreaterThan(11.94);
    // across the antimeridian the longitude comes round, never past ±180
    expect(movePin({ lat: 0, lng: 179.99 }, 100, 0, 10).lng).toBeLessThan(-170);
    // a tap on the world drawn again past the antimeridian is a place in range
    expect(pinAt({ lat: 10.123456, lng: 200.1234 })).toEqual({ lat: 10.1235, lng: -159.8766 });
    expect(pinAt({ lat: -12, lng: -190 })).toEqual({ lat: -12, lng: 170 });
    expect(pinAt({ lat: 95, lng: 540 })).toEqual({ lat: 90, lng: -180 });
    expect(pinAt({ lat: 1, lng: 179.9999 }).lng).toBe(179.9999);
  });
});

describe('<PinPicker>', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('ResizeObserver', SizedObserver);
    stubFetch((url) => {
      if (url.pathname.endsWith('/map/base-map.json')) return jsonResponse(BASE_MAP);
      if (url.pathname.endsWith('/map/provinces.json'))
        return jsonResponse({
          lines: [
            [
              [105.5, 21],
              [105.5, 20.5],
            ],
          ],
        });
      if (url.pathname === '/api/places/map') return jsonResponse({ tiles: null });
      return undefined;
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('vi');
  });

  it('moves the pin with the arrow keys, says where it is, and asks for a name', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <PinPicker initial={null} initialName="" onDone={onDone} onCancel={vi.fn()} />,
    );
    const map = screen.getByRole('application', { name: 'Map for dropping a pin' });
    expect(screen.getByTestId('pin-coordinates')).toHaveTextContent('No pin yet');
    await waitFor(() => expect(screen.getByTestId('province-lines')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Use this pin' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Drop the pin on the map first');

    act(() => map.focus());
    await user.keyboard('{ArrowRight}');
    const first = /latitude (-?[\d.]+), longitude (-?[\d.]+)/.exec(
      screen.getByTestId('pin-coordinates').textContent ?? '',
    );
    expect(first).not.toBeNull();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    const second = /latitude (-?[\d.]+), longitude (-?[\d.]+)/.exec(
      screen.getByTestId('pin-coordinates').textContent ?? '',
    );
    expect(Number(second![2])).toBeGreaterThan(Number(first![2]));
    expect(Number(second![1])).toBeGreaterThan(Number(first![1]));
    // a screen reader hears it: the map is described by the coordinates, which are live
    expect(map.getAttribute('aria-describedby')).toContain(
      screen.getByTestId('pin-coordinates').id,
    );
    expect(screen.getByTestId('pin-coordinates')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Use this pin' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give this place a name');
    expect(onDone).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name of this place'), '  Quán quen  {Enter}');
    expect(onDone).toHaveBeenCalledWith({
      name: 'Quán quen',
      lat: Number(second![1]),
      lng: Number(second![2]),
    });
  });

  it('draws the tile server’s tiles under the base map when one is set', async () => {
    stubFetch((url) => {
      if (url.pathname.endsWith('/map/base-map.json')) return jsonResponse(BASE_MAP);
      if (url.pathname.endsWith('/map/provinces.json')) return jsonResponse({ lines: [] });
      if (url.pathname === '/api/places/map')
        return jsonResponse({
          tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Map data' },
        });
      return undefined;
    });
    const { container } = renderWithProviders(
      <PinPicker initial={null} initialName="" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    await waitFor(() => expect(container.querySelectorAll('image').length).toBeGreaterThan(0));
    for (const image of container.querySelectorAll('image'))
      expect(image.getAttribute('href')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
  });

  it('says the coordinates in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <PinPicker
        initial={{ lat: 16.0544, lng: 108.2022 }}
        initialName=""
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByTestId('pin-coordinates')).toHaveTextContent(
      'Ghim ở vĩ độ 16.0544, kinh độ 108.2022',
    );
  });

  it('starts on a pin already placed, and gives it back with a new name', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <PinPicker
        initial={{ lat: 11.9404, lng: 108.4583 }}
        initialName="Đà Lạt"
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByTestId('pin-coordinates')).toHaveTextContent(
      'Pin at latitude 11.9404, longitude 108.4583',
    );
    const name = screen.getByLabelText('Name of this place');
    await user.clear(name);
    await user.type(name, 'Cầu Đất farm');
    await user.click(screen.getByRole('button', { name: 'Use this pin' }));
    expect(onDone).toHaveBeenCalledWith({ name: 'Cầu Đất farm', lat: 11.9404, lng: 108.4583 });
  });
});
