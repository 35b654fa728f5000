import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Download, ZoomIn, ZoomOut } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PreviewImage } from '@/lib/modal-store';
import { IconButton } from './icon-button';
import { Tooltip } from './tooltip';
import { useViewerGestures } from './use-viewer-gestures';
import { MAX_SCALE, isZoomed } from './viewer-zoom';
import { downloadNameOf } from './viewer-download';

const roundButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface/90 text-fg shadow-card backdrop-blur-sm hover:bg-surface disabled:opacity-40 disabled:hover:bg-surface/90';

/**
 * Full-screen photos (the image preview modal). Touch: pinch or double tap to zoom, drag to
 * pan, swipe for the next photo. Desktop: wheel or double click to zoom, + - 0 keys, arrows
 * for the next photo. The best rendition for the screen loads over the blurred placeholder,
 * the counter says where you are (announced as it changes), and "download original" hands
 * out the full-quality file (the largest rendition for photos older than originals).
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
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [naturalRatio, setNaturalRatio] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const photo = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLElement>(null);
  const current = images[index];
  // The viewer itself takes focus when it arrives (its chunk may come after the dialog focused
  // its close button): the keys work at once and no button wears a focus ring it was not given.
  useEffect(() => figure.current?.focus({ preventScroll: true }), []);

  const step = useCallback(
    (delta: 1 | -1) => {
      if (count > 1) setIndex((i) => (i + delta + count) % count);
    },
    [count],
  );
  const gestures = useViewerGestures({ stage, photo, onStep: step, photoKey: String(index) });

  if (!current) return null;
  const { zoom } = gestures;
  const zoomed = isZoomed(zoom);
  const loaded = loadedSrc === current.src;
  const ratio =
    current.width && current.height ? current.width / current.height : (naturalRatio ?? 4 / 3);
  const position = t('imageViewer.position', { current: index + 1, total: count });

  return (
    <figure
      ref={figure}
      tabIndex={-1}
      className="relative flex h-full w-full flex-col outline-none select-none"
      data-testid="image-viewer"
    >
      <div className="flex min-h-16 items-center gap-2 py-2 ps-4 pe-16">
        {count > 1 && (
          <span
            className="rounded-full bg-surface/90 px-3 py-1 text-sm font-semibold tabular-nums shadow-card"
            aria-hidden="true"
            data-testid="image-viewer-counter"
          >
            {index + 1} / {count}
          </span>
        )}
        <span className="flex-1" />
        <IconButton
          label={t('imageViewer.zoomOut')}
          className={roundButton}
          onClick={gestures.zoomOut}
          disabled={!zoomed}
          aria-keyshortcuts="-"
        >
          <ZoomOut className="size-5" aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t('imageViewer.zoomIn')}
          className={roundButton}
          onClick={gestures.zoomIn}
          disabled={zoom.scale >= MAX_SCALE}
          aria-keyshortcuts="+"
        >
          <ZoomIn className="size-5" aria-hidden="true" />
        </IconButton>
        <Tooltip label={t('imageViewer.download')}>
          <a
            href={current.originalUrl ?? current.src}
            download={downloadNameOf(current, index)}
            className={roundButton}
            aria-label={t('imageViewer.download')}
            data-testid="image-viewer-download"
          >
            <Download className="size-5" aria-hidden="true" />
          </a>
        </Tooltip>
      </div>

      <div
        ref={stage}
        className="relative min-h-0 flex-1 touch-none overflow-hidden"
        onPointerDown={gestures.handlers.onPointerDown}
        onPointerMove={gestures.handlers.onPointerMove}
        onPointerUp={gestures.handlers.onPointerUp}
        onPointerCancel={gestures.handlers.onPointerCancel}
        onDoubleClick={gestures.handlers.onDoubleClick}
        data-testid="image-viewer-stage"
        data-scale={zoom.scale.toFixed(2)}
        style={{ cursor: zoomed ? 'grab' : undefined }}
      >
        <div className="absolute inset-0 flex items-center justify-center px-2 [container-type:size] sm:px-16">
          <div
            ref={photo}
            className={cn(
              'relative overflow-hidden rounded-xl bg-surface-2 will-change-transform',
              !gestures.gesturing &&
                'transition-transform duration-200 ease-out motion-reduce:transition-none',
            )}
            style={{
              aspectRatio: ratio,
              // as large as the stage allows, keeping the photo's proportions
              width: `min(100cqw, ${ratio} * 100cqh)`,
              transform: `translate3d(${zoom.x + gestures.follow}px, ${zoom.y}px, 0) scale(${zoom.scale})`,
            }}
          >
            {current.placeholder && !loaded && (
              <img
                src={current.placeholder}
                alt=""
                aria-hidden="true"
                className="absolute inset-0 size-full scale-110 object-cover blur-md"
              />
            )}
            {current.videoUrl ? (
              // a memory's video plays here with its own controls, never by itself
              <video
                key={current.videoUrl}
                src={current.videoUrl}
                poster={current.src || undefined}
                controls
                playsInline
                preload="metadata"
                aria-label={current.alt}
                className="absolute inset-0 size-full bg-black object-contain"
                data-testid="viewer-video"
              />
            ) : (
              <img
                key={current.src}
                src={current.src}
                srcSet={current.srcSet}
                // zoomed in, the browser may take a larger rendition
                sizes={`${Math.ceil(zoom.scale) * 100}vw`}
                alt={current.alt}
                width={current.width ?? undefined}
                height={current.height ?? undefined}
                draggable={false}
                onLoad={(event) => {
                  const image = event.currentTarget;
                  setLoadedSrc(image.getAttribute('src'));
                  if (image.naturalWidth && image.naturalHeight)
                    setNaturalRatio(image.naturalWidth / image.naturalHeight);
                }}
                className={cn(
                  'absolute inset-0 size-full object-contain transition-opacity duration-300 motion-reduce:transition-none',
                  loaded ? 'opacity-100' : 'opacity-0',
                )}
              />
            )}
          </div>
        </div>
      </div>

      <figcaption className="flex min-h-12 items-center justify-center px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-sm">
        {current.caption && <span className="line-clamp-2 text-fg">{current.caption}</span>}
        <span className="sr-only" aria-live="polite" aria-atomic="true">
          {count > 1 ? position : ''}
        </span>
      </figcaption>

      {count > 1 && (
        <>
          <span className="absolute top-1/2 left-2 z-10 -translate-y-1/2 sm:left-4">
            <IconButton
              label={t('imageViewer.previous')}
              className={roundButton}
              onClick={() => step(-1)}
              aria-keyshortcuts="ArrowLeft"
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </IconButton>
          </span>
          <span className="absolute top-1/2 right-2 z-10 -translate-y-1/2 sm:right-4">
            <IconButton
              label={t('imageViewer.next')}
              className={roundButton}
              onClick={() => step(1)}
              aria-keyshortcuts="ArrowRight"
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </IconButton>
          </span>
        </>
      )}
    </figure>
  );
}
