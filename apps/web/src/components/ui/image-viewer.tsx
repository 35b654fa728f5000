import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PreviewImage } from '@/lib/modal-store';
import { Tooltip } from './tooltip';

/** A horizontal move longer than this (px), and mostly horizontal, is a swipe. */
const SWIPE_MIN_PX = 50;

/**
 * Full-screen photos: arrow keys and the buttons step through them, a swipe does on touch
 * screens, Escape closes (the dialog around it). The counter is announced as it changes.
 */
export function ImageViewer({
  images,
  startIndex = 0,
}: {
  images: PreviewImage[];
  startIndex?: number;
}) {
  const { t } = useTranslation('common');
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), count - 1));
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const current = images[index];

  const go = useCallback(
    (delta: number) => {
      if (count > 1) setIndex((i) => (i + delta + count) % count);
    },
    [count],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!current) return null;
  const navButton =
    'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface/90 text-fg shadow-card hover:bg-surface';

  return (
    <figure
      // focused on open (rather than the first arrow), so the arrows show no focus ring
      tabIndex={-1}
      autoFocus
      className="relative flex outline-none h-full w-full touch-pan-y flex-col items-center justify-center gap-3 px-2 pt-16 pb-4 select-none sm:px-16"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      data-testid="image-viewer"
    >
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">
        <img
          key={current.src}
          src={current.src}
          srcSet={current.srcSet}
          sizes="100vw"
          alt={current.alt}
          width={current.width ?? undefined}
          height={current.height ?? undefined}
          draggable={false}
          className="h-auto max-h-full w-auto max-w-full rounded-xl bg-surface-2 bg-cover bg-center object-contain"
          style={current.placeholder ? { backgroundImage: `url("${current.placeholder}")` } : {}}
        />
      </div>
      <figcaption className="flex flex-col items-center gap-1 px-4 text-center text-sm">
        {current.caption && <span className="text-fg">{current.caption}</span>}
        {count > 1 && (
          <span className="text-muted" aria-live="polite" data-testid="image-viewer-counter">
            {t('imageViewer.position', { current: index + 1, total: count })}
          </span>
        )}
      </figcaption>
      {count > 1 && (
        <>
          <Tooltip label={t('imageViewer.previous')}>
            <button
              type="button"
              className={cn(navButton, 'left-2 sm:left-4')}
              onClick={() => go(-1)}
              aria-label={t('imageViewer.previous')}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
          </Tooltip>
          <Tooltip label={t('imageViewer.next')}>
            <button
              type="button"
              className={cn(navButton, 'right-2 sm:right-4')}
              onClick={() => go(1)}
              aria-label={t('imageViewer.next')}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </Tooltip>
        </>
      )}
    </figure>
  );
}
