import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { defer } from '@/lib/deferred';
import { DeferredTrigger, type DeferredMenuProps } from '../deferred-trigger';

/** A menu that says whether it opened; loaded only when the test says so. */
function controlledMenu() {
  let release: (component: ComponentType<DeferredMenuProps>) => void = () => undefined;
  const gate = new Promise<ComponentType<DeferredMenuProps>>((resolve) => {
    release = resolve;
  });
  const Menu = ({ defaultOpen, focusTrigger }: DeferredMenuProps) => (
    <button
      type="button"
      aria-expanded={defaultOpen ?? false}
      data-focus-trigger={focusTrigger ? 'yes' : 'no'}
    >
      real
    </button>
  );
  const load = vi.fn(() => gate);
  return {
    deferred: defer(load),
    load,
    arrive: () =>
      act(async () => {
        release(Menu);
        await gate;
      }),
  };
}

function renderTrigger(deferred: ReturnType<typeof controlledMenu>['deferred']) {
  render(
    <DeferredTrigger deferred={deferred} props={{}} label="Menu" className="">
      face
    </DeferredTrigger>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('a deferred header menu', () => {
  it('opens when the menu arrives between the press and the click (the click is lost)', async () => {
    const { deferred, arrive } = controlledMenu();
    const standIn = renderTrigger(deferred);
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 0 });
    await arrive();
    // the stand-in is gone before its click: the press alone asked for the menu
    expect(screen.getByRole('button', { name: 'real' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a click (the keyboard’s Enter and Space) before the menu has loaded', async () => {
    const { deferred, arrive } = controlledMenu();
    fireEvent.click(renderTrigger(deferred));
    await arrive();
    expect(screen.getByRole('button', { name: 'real' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays closed when the menu loads on a hover or a secondary press alone', async () => {
    const { deferred, arrive } = controlledMenu();
    const standIn = renderTrigger(deferred);
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 2 });
    await arrive();
    expect(screen.getByRole('button', { name: 'real' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads nothing by itself: not at idle, not after a while, only when reached for', async () => {
    const { deferred, load } = controlledMenu();
    const idle = vi.fn((run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      renderTrigger(deferred);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(load).not.toHaveBeenCalled();
      expect(idle).not.toHaveBeenCalled();
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Menu' }));
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a keyboard’s focus loads it, closed, and the focus moves to the real trigger', async () => {
    const { deferred, arrive, load } = controlledMenu();
    fireEvent.focus(renderTrigger(deferred));
    expect(load).toHaveBeenCalledOnce();
    await arrive();
    const real = screen.getByRole('button', { name: 'real' });
    expect(real).toHaveAttribute('aria-expanded', 'false');
    expect(real).toHaveAttribute('data-focus-trigger', 'yes');
  });
});
