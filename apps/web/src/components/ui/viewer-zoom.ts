/**
 * The photo viewer's zoom as plain geometry: a scale and the photo's shift (px) from the
 * centre of its stage. Pure functions, so the gestures (pinch, double tap, wheel, keys) all
 * land on the same rules and a test can check them without a browser.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

/** The stage's size and the photo's size at scale 1 (fitted inside it). */
export interface ZoomBounds {
  stageWidth: number;
  stageHeight: number;
  photoWidth: number;
  photoHeight: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** a double tap (or double click) zooms to this, or back to 1 when already zoomed */
export const DOUBLE_TAP_SCALE = 2.5;
/** one press of + or -, or of the zoom buttons */
export const ZOOM_STEP = 1.5;

export const FIT: Zoom = { scale: 1, x: 0, y: 0 };

export const isZoomed = (zoom: Zoom) => zoom.scale > MIN_SCALE + 0.01;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** How far the photo may shift at `scale`: its edges never come inside the stage's. */
function limits(scale: number, bounds: ZoomBounds) {
  return {
    x: Math.max(0, (bounds.photoWidth * scale - bounds.stageWidth) / 2),
    y: Math.max(0, (bounds.photoHeight * scale - bounds.stageHeight) / 2),
  };
}

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;

/** The zoom brought back inside its rules: scale 1 to 4, no empty band beside the photo. */
export function clampZoom(zoom: Zoom, bounds: ZoomBounds): Zoom {
  const scale = clampScale(zoom.scale);
  const limit = limits(scale, bounds);
  return { scale, x: within(zoom.x, limit.x), y: within(zoom.y, limit.y) };
}

/**
 * Zooms to `scale` keeping the point under `focus` (px from the stage's centre) where it is:
 * the fingers' midpoint, the tapped spot, the mouse, or the centre for the keys.
 */
export function zoomAround(
  zoom: Zoom,
  scale: number,
  focus: { x: number; y: number },
  bounds: ZoomBounds,
): Zoom {
  const next = clampScale(scale);
  const ratio = next / zoom.scale;
  return clampZoom(
    {
      scale: next,
      x: focus.x - (focus.x - zoom.x) * ratio,
      y: focus.y - (focus.y - zoom.y) * ratio,
    },
    bounds,
  );
}

/** A double tap: in to DOUBLE_TAP_SCALE at the tapped spot, or back to the whole photo. */
export function toggleZoom(zoom: Zoom, focus: { x: number; y: number }, bounds: ZoomBounds): Zoom {
  return isZoomed(zoom) ? FIT : zoomAround(zoom, DOUBLE_TAP_SCALE, focus, bounds);
}

/** The wheel's zoom factor: a notch (about 100 px) is about 16 %. */
export function wheelScale(scale: number, deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return clampScale(scale * Math.exp(-pixels * 0.0015));
}
