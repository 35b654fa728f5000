import { useState, type ReactNode } from 'react';
import type { Deferred } from '@/lib/deferred';
import { useDeferred } from '@/lib/deferred';
import { Tooltip } from '@/components/ui/tooltip';

/** What a deferred header menu accepts from its stand-in trigger. */
export interface DeferredMenuProps {
  /** the user clicked the stand-in before the menu had loaded: open at once */
  defaultOpen?: boolean;
  /** the stand-in had keyboard focus when it was swapped: keep it on the real trigger */
  focusTrigger?: boolean;
}

/**
 * Renders a look-alike trigger button until the real (Radix) menu has loaded, then swaps it
 * in. Clicking the stand-in loads the menu and opens it.
 */
export function DeferredTrigger<P extends DeferredMenuProps>({
  deferred,
  props,
  label,
  className,
  popup = 'menu',
  children,
}: {
  deferred: Deferred<P>;
  props: Omit<P, keyof DeferredMenuProps>;
  label: string;
  className: string;
  popup?: 'menu' | 'dialog';
  children: ReactNode;
}) {
  const { Component, load } = useDeferred(deferred);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (Component) {
    const menuProps = {
      ...props,
      defaultOpen: openOnLoad,
      focusTrigger: focused && !openOnLoad,
    } as P;
    return <Component {...menuProps} />;
  }
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded={false}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onPointerEnter={load}
        // Pressed is enough: a menu that finishes loading between the press and the click
        // (the hover started loading it) would swap this button out and lose the click.
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          setOpenOnLoad(true);
          load();
        }}
        onClick={() => {
          setOpenOnLoad(true);
          load();
        }}
      >
        {children}
      </button>
    </Tooltip>
  );
}
