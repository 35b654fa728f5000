import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  FIT,
  ZOOM_STEP,
  clampZoom,
  isZoomed,
  toggleZoom,
  wheelScale,
  zoomAround,
  type Zoom,
  type ZoomBounds,
} from './viewer-zoom';

/** A horizontal move longer than this (px), and mostly horizontal, is a swipe. */
const SWIPE_MIN_PX = 50;
/** a finger that moves less than this is a tap */
const TAP_SLOP_PX = 10;
/**
 * Two taps are a double tap when the second finger comes down within this many ms of the
 * first one lifting, and this close (px). Timed by the events' own stamps (when the finger
 * touched the glass), not by when a busy page got round to handling them.
 */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

type Point = { x: number; y: number };

type Gesture =
  | { kind: 'none' }
  | { kind: 'drag'; start: Point; from: Zoom; moved: boolean; touch: boolean }
  | { kind: 'pinch'; distance: number; mid: Point; from: Zoom };

/** The stage's size and the photo's layout size (before the zoom's transform). */
function boundsOf(stage: HTMLElement | null, photo: HTMLElement | null): ZoomBounds {
  return {
    stageWidth: stage?.clientWidth ?? 0,
    stageHeight: stage?.clientHeight ?? 0,
    photoWidth: photo?.offsetWidth ?? 0,
    photoHeight: photo?.offsetHeight ?? 0,
  };
}

/** A point of the page as px from the stage's centre. */
function fromCentreOf(stage: HTMLElement | null, point: Point): Point {
  const rect = stage?.getBoundingClientRect();
  if (!rect) return { x: 0, y: 0 };
  return { x: point.x - (rect.left + rect.width / 2), y: point.y - (rect.top + rect.height / 2) };
}

/** One step of the keys or buttons, around the stage's centre. */
const zoomedBy = (factor: number, bounds: ZoomBounds) => (zoom: Zoom) =>
  zoomAround(zoom, zoom.scale * factor, { x: 0, y: 0 }, bounds);

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Touch, mouse and keys on the viewer's stage. Touch: pinch zooms around the fingers, a
 * double tap zooms in at the spot (or back out), one finger pans a zoomed photo or swipes to
 * the next one. Mouse: the wheel zooms at the pointer, a double click toggles, a drag pans.
 * Keys: + and - zoom, 0 fits the photo, the arrows step (`onStep`). A new photo starts fitted.
 */
export function useViewerGestures({
  stage,
  photo,
  onStep,
  photoKey,
}: {
  stage: RefObject<HTMLElement | null>;
  photo: RefObject<HTMLElement | null>;
  onStep: (delta: 1 | -1) => void;
  /** changes with the photo shown: its zoom starts over */
  photoKey: string;
}) {
  const [zoom, setZoom] = useState<Zoom>(FIT);
  const [shownKey, setShownKey] = useState(photoKey);
  // a finger dragging a fitted photo: it follows, then swipes or springs back
  const [follow, setFollow] = useState(0);
  const [gesturing, setGesturing] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const touchedAt = useRef(0);
  const lastPointerType = useRef('mouse');

  if (shownKey !== photoKey) {
    setShownKey(photoKey);
    setZoom(FIT);
    setFollow(0);
  }

  const bounds = () => boundsOf(stage.current, photo.current);
  const fromCentre = (point: Point) => fromCentreOf(stage.current, point);

  const zoomBy = (factor: number) => setZoom(zoomedBy(factor, bounds()));

  // Keys anywhere in the dialog (the viewer is all there is).
  // A layout effect: the keys work from the frame the viewer appears in (an arrow pressed
  // at once is never lost to a passive effect still waiting to run).
  useLayoutEffect(() => {
    const zoomKeys = (factor: number) =>
      setZoom(zoomedBy(factor, boundsOf(stage.current, photo.current)));
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'ArrowRight') onStep(1);
      else if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === '+' || event.key === '=') zoomKeys(ZOOM_STEP);
      else if (event.key === '-' || event.key === '_') zoomKeys(1 / ZOOM_STEP);
      else if (event.key === '0') setZoom(FIT);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStep, stage, photo]);

  // The wheel, natively: React's wheel listener is passive and could not stop the page's own zoom.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const focus = fromCentreOf(element, { x: event.clientX, y: event.clientY });
      const limits = boundsOf(element, photo.current);
      setZoom((z) =>
        zoomAround(z, wheelScale(z.scale, event.deltaY, event.deltaMode), focus, limits),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, photo]);

  const startGesture = () => {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    if (a && b) {
      gesture.current = {
        kind: 'pinch',
        distance: distance(a, b),
        mid: midpoint(a, b),
        from: zoom,
      };
    } else if (a) {
      const touch = lastPointerType.current !== 'mouse';
      gesture.current = { kind: 'drag', start: a, from: zoom, moved: false, touch };
    } else {
      gesture.current = { kind: 'none' };
    }
    setGesturing(points.length > 0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    lastPointerType.current = event.pointerType;
    touchedAt.current = event.timeStamp;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // keeps the moves coming when a finger leaves the stage (absent from old engines and jsdom)
    event.currentTarget.setPointerCapture?.(event.pointerId);
    startGesture();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b || current.distance === 0) return;
      const mid = midpoint(a, b);
      const scaled = zoomAround(
        current.from,
        current.from.scale * (distance(a, b) / current.distance),
        fromCentre(current.mid),
        bounds(),
      );
      // the fingers moving together pan the photo too
      setZoom(
        clampZoom(
          { ...scaled, x: scaled.x + mid.x - current.mid.x, y: scaled.y + mid.y - current.mid.y },
          bounds(),
        ),
      );
    } else if (current.kind === 'drag') {
      const dx = point.x - current.start.x;
      const dy = point.y - current.start.y;
      if (Math.hypot(dx, dy) > TAP_SLOP_PX) current.moved = true;
      if (isZoomed(current.from)) {
        setZoom(
          clampZoom({ ...current.from, x: current.from.x + dx, y: current.from.y + dy }, bounds()),
        );
      } else if (current.touch && current.moved) {
        setFollow(dx);
      }
    }
  };

  const endDrag = (current: Extract<Gesture, { kind: 'drag' }>, point: Point, liftedAt: number) => {
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    setFollow(0);
    if (!current.touch) return;
    if (!current.moved) {
      const previous = lastTap.current;
      if (
        previous &&
        touchedAt.current - previous.at <= DOUBLE_TAP_MS &&
        distance(previous.point, point) <= DOUBLE_TAP_PX
      ) {
        lastTap.current = null;
        const spot = fromCentre(point);
        const limits = bounds();
        setZoom((z) => toggleZoom(z, spot, limits));
      } else {
        lastTap.current = { at: liftedAt, point };
      }
      return;
    }
    lastTap.current = null;
    if (!isZoomed(current.from) && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      onStep(dx < 0 ? 1 : -1);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (current.kind === 'drag')
      endDrag(current, { x: event.clientX, y: event.clientY }, event.timeStamp);
    // a pinch let go of almost at 1 settles on the whole photo
    if (current.kind === 'pinch') setZoom((z) => (isZoomed(z) ? z : FIT));
    // the finger left on the glass after a pinch goes on panning from here
    startGesture();
  };

  const onPointerCancel = () => {
    pointers.current.clear();
    gesture.current = { kind: 'none' };
    setFollow(0);
    setGesturing(false);
  };

  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    // a touch's double tap is counted above; some browsers add a dblclick after it
    if (lastPointerType.current !== 'mouse') return;
    const spot = fromCentre({ x: event.clientX, y: event.clientY });
    const limits = bounds();
    setZoom((z) => toggleZoom(z, spot, limits));
  };

  return {
    zoom,
    follow,
    /** a finger or the mouse is moving the photo: no easing, it follows at once */
    gesturing,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick },
  };
}
