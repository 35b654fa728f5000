import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { defer } from '@/lib/deferred';
import { DeferredTrigger, type DeferredMenuProps } from '../deferred-trigger';

/** A menu that says whether it opened; loaded only when the test says so. */
function controlledMenu() {
  let release: (component: ComponentType<DeferredMenuProps>) => void = () => undefined;
  const gate = new Promise<ComponentType<DeferredMenuProps>>((resolve) => {
    release = resolve;
  });
  const Menu = ({ defaultOpen }: DeferredMenuProps) => (
    <button type="button" aria-expanded={defaultOpen ?? false}>
      real
    </button>
  );
  return {
    deferred: defer(() => gate),
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
});
