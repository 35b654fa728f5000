import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  moveBy,
  placement,
  zoomTo,
  type CropState,
  type Size,
} from './crop-geometry';
import { Tooltip } from '@/components/ui/tooltip';

/** The frame's side in CSS pixels (fits a 390 px phone's dialog). */
export const CROP_FRAME = 256;
const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

/**
 * The square frame over the photo: drag to move (mouse, pen or finger), wheel or the slider
 * to zoom; from the keyboard, arrow keys move (Shift: further) and + / − zoom.
 */
export function AvatarCropper({
  src,
  size,
  crop,
  onChange,
}: {
  src: string;
  size: Size;
  crop: CropState;
  onChange: (next: CropState) => void;
}) {
  const { t } = useTranslation('profile');
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  // The wheel listener and fast pointer moves read the newest crop, not a render's copy.
  const latest = useRef({ crop, onChange });
  useLayoutEffect(() => {
    latest.current = { crop, onChange };
  });
  const box = placement(crop, size, CROP_FRAME);

  // Wheel zoom: a non-passive listener, so the page does not scroll under the dialog.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { crop: current, onChange: change } = latest.current;
      change(zoomTo(current, current.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1), size, CROP_FRAME));
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [size]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    const { crop: current, onChange: change } = latest.current;
    change(moveBy(current, event.clientX - start.x, event.clientY - start.y, size, CROP_FRAME));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    let next: CropState | null = null;
    if (move) next = moveBy(crop, move[0], move[1], size, CROP_FRAME);
    else if (event.key === '+' || event.key === '=')
      next = zoomTo(crop, crop.zoom + ZOOM_STEP, size, CROP_FRAME);
    else if (event.key === '-' || event.key === '_')
      next = zoomTo(crop, crop.zoom - ZOOM_STEP, size, CROP_FRAME);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  const zoomBy = (delta: number) => onChange(zoomTo(crop, crop.zoom + delta, size, CROP_FRAME));
  return (
    <div className="flex flex-col items-center gap-4">
      <div
        ref={frameRef}
        role="group"
        tabIndex={0}
        aria-label={t('avatar.cropArea')}
        data-testid="crop-frame"
        data-crop={`${crop.zoom.toFixed(2)} ${Math.round(crop.x)} ${Math.round(crop.y)}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        className="relative shrink-0 cursor-grab touch-none overflow-hidden rounded-2xl bg-surface-2 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
        style={{ width: CROP_FRAME, height: CROP_FRAME }}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          className="pointer-events-none absolute top-0 left-0 max-w-none origin-top-left"
          style={{
            width: box.width,
            height: box.height,
            transform: `translate(${box.left}px, ${box.top}px)`,
          }}
        />
        {/* The round avatar inside the square: the corners are dimmed. */}
        <div
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_9999px_var(--color-overlay)] ring-2 ring-surface/80"
          aria-hidden="true"
        />
      </div>
      <div className="flex w-full max-w-xs items-center gap-2">
        <Tooltip label={t('avatar.zoomOut')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('avatar.zoomOut')}
            onClick={() => zoomBy(-ZOOM_STEP * 2)}
            disabled={crop.zoom <= ZOOM_MIN}
          >
            <Minus className="size-5" aria-hidden="true" />
          </Button>
        </Tooltip>
        <input
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.01}
          value={crop.zoom}
          onChange={(event) => onChange(zoomTo(crop, Number(event.target.value), size, CROP_FRAME))}
          aria-label={t('avatar.zoom')}
          aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
          className="h-2 flex-1 cursor-pointer accent-primary"
        />
        <Tooltip label={t('avatar.zoomIn')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('avatar.zoomIn')}
            onClick={() => zoomBy(ZOOM_STEP * 2)}
            disabled={crop.zoom >= ZOOM_MAX}
          >
            <Plus className="size-5" aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
