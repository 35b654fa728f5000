import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A popover inside `root` (a date field's calendar) closes on a pointer down outside it, and
 * on Escape pressed inside it, which then goes no further: a dialog around the field listens
 * on the document (capturing), so this listens on the window, which hears it first.
 */
export function usePopoverDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: (by: 'outside' | 'escape') => void,
) {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose('outside');
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      onClose('escape');
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('keydown', escape, true);
    };
  }, [open, root]);
}
