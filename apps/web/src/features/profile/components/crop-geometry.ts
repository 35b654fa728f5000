/**
 * The avatar crop's arithmetic (no DOM): a square frame of `frame` pixels over an image
 * scaled to cover it, zoomed by `zoom` and moved by (x, y), the offset of the image's
 * centre from the frame's centre in frame pixels. The image always covers the frame.
 */
export interface Size {
  width: number;
  height: number;
}

export interface CropState {
  zoom: number;
  x: number;
  y: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const INITIAL_CROP: CropState = { zoom: 1, x: 0, y: 0 };

/** Pixels of frame per pixel of image at zoom 1: the shorter side fills the frame. */
export function coverScale(image: Size, frame: number): number {
  return frame / Math.min(image.width, image.height);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Zoom within its bounds and the image moved back until it covers the frame again. */
export function clampCrop(state: CropState, image: Size, frame: number): CropState {
  const zoom = clamp(state.zoom, ZOOM_MIN, ZOOM_MAX);
  const scale = coverScale(image, frame) * zoom;
  const maxX = Math.max(0, (image.width * scale - frame) / 2);
  const maxY = Math.max(0, (image.height * scale - frame) / 2);
  // `+ 0` turns -0 into 0.
  return { zoom, x: clamp(state.x, -maxX, maxX) + 0, y: clamp(state.y, -maxY, maxY) + 0 };
}

/** Zooms about the frame's centre: what is in the middle stays in the middle. */
export function zoomTo(state: CropState, zoom: number, image: Size, frame: number): CropState {
  const next = clamp(zoom, ZOOM_MIN, ZOOM_MAX);
  const ratio = next / state.zoom;
  return clampCrop({ zoom: next, x: state.x * ratio, y: state.y * ratio }, image, frame);
}

export function moveBy(state: CropState, dx: number, dy: number, image: Size, frame: number) {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy }, image, frame);
}

/** Where and how large the image is drawn in the frame (for the preview). */
export function placement(state: CropState, image: Size, frame: number) {
  const scale = coverScale(image, frame) * state.zoom;
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    left: frame / 2 + state.x - width / 2,
    top: frame / 2 + state.y - height / 2,
    width,
    height,
  };
}

/** The square of the image (in image pixels) the frame shows: what the avatar becomes. */
export function sourceSquare(state: CropState, image: Size, frame: number) {
  const scale = coverScale(image, frame) * state.zoom;
  const size = frame / scale;
  return {
    x: image.width / 2 - (frame / 2 + state.x) / scale,
    y: image.height / 2 - (frame / 2 + state.y) / scale,
    size,
  };
}
