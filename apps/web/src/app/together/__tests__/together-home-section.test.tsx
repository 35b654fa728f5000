import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { TogetherHomeSection } from '../together-home-section';

/** An IntersectionObserver the test moves: `show()` puts every watched element on screen. */
function fakeObserver() {
  const watchers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    readonly targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      watchers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watching: () => watchers.some((w) => w.targets.length > 0),
    show: () => {
      for (const { callback, targets } of watchers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0) {
          callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<TogetherHomeSection>', () => {
  it('asks for nothing until it nears the screen, then loads the cards', async () => {
    const observer = fakeObserver();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const api = stubApi({});
    renderWithProviders(<TogetherHomeSection />);

    // the heading and the link to the hub are there at once; the cards wait, busy
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    // the watch only starts once the browser is idle (the page above has its height)
    expect(observer.watching()).toBe(false);
    act(() => idle?.());
    expect(observer.watching()).toBe(true);
    expect(callsOf(api)).toEqual([]);

    act(() => observer.show());
    await vi.waitFor(() =>
      expect(callsOf(api).map((call) => call.key)).toContain('GET /api/questions/today'),
    );
  });

  it('loads at once where the browser cannot tell what is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const api = stubApi({});
    renderWithProviders(<TogetherHomeSection />);
    await vi.waitFor(() =>
      expect(callsOf(api).map((call) => call.key)).toContain('GET /api/questions/today'),
    );
  });
});
