import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DELAY_MS, TOOLTIP_VISIBLE_MS } from '@doita/shared';

// Keyboard focus shows a tooltip, a tap or a click does not: the last input decides.
let keyboardModality = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardModality = true), true);
  document.addEventListener('pointerdown', () => (keyboardModality = false), true);
}

interface Placement {
  top: number;
  left: number;
  above: boolean;
}

const GAP = 8;

function placementOf(target: Element): Placement {
  const rect = target.getBoundingClientRect();
  const above = rect.bottom + GAP + 40 > window.innerHeight;
  return {
    top: above ? rect.top - GAP : rect.bottom + GAP,
    left: Math.min(Math.max(rect.left + rect.width / 2, 72), window.innerWidth - 72),
    above,
  };
}

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

/**
 * The name of an icon-only control, shown beside it (100 ms after the mouse
 * or keyboard focus arrives, gone after 3 s). While shown it describes the control
 * (`role="tooltip"`, `aria-describedby`); Escape, leaving, a press or blur hide it. Touch
 * does not show it: the control's own label already names it to screen readers.
 */
export function Tooltip({ label, children }: { label: string; children: Describable }) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const timers = useRef<number[]>([]);
  const [placement, setPlacement] = useState<Placement | null>(null);

  const clear = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  const hide = useCallback(() => {
    clear();
    setPlacement(null);
  }, []);
  const show = () => {
    clear();
    timers.current.push(
      window.setTimeout(() => {
        const target = wrapper.current?.firstElementChild;
        if (!target) return;
        setPlacement(placementOf(target));
        timers.current.push(window.setTimeout(hide, TOOLTIP_VISIBLE_MS));
      }, TOOLTIP_DELAY_MS),
    );
  };

  const open = placement !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open, hide]);
  useEffect(() => clear, []);

  const own = isValidElement(children) ? children.props['aria-describedby'] : undefined;
  const trigger = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby': open ? [own, id].filter(Boolean).join(' ') : own,
      })
    : children;

  return (
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={() => keyboardModality && show()}
      onBlur={hide}
    >
      {trigger}
      {placement &&
        createPortal(
          <span
            role="tooltip"
            id={id}
            data-testid="tooltip"
            style={{ top: placement.top, left: placement.left }}
            className={
              'pointer-events-none fixed z-[95] max-w-60 -translate-x-1/2 rounded-lg bg-fg px-2.5 py-1.5 text-center text-xs font-semibold text-bg shadow-card animate-fade-in ' +
              (placement.above ? '-translate-y-full' : '')
            }
          >
            {label}
          </span>,
          document.body,
        )}
    </span>
  );
}
