import { describe, expect, it } from 'vitest';
import {
  INITIAL_CROP,
  ZOOM_MAX,
  clampCrop,
  moveBy,
  placement,
  sourceSquare,
  zoomTo,
} from '../components/crop-geometry';

const landscape = { width: 1200, height: 800 };
const FRAME = 200;

describe('the avatar crop', () => {
  it('starts on the centred largest square', () => {
    expect(sourceSquare(INITIAL_CROP, landscape, FRAME)).toEqual({ x: 200, y: 0, size: 800 });
    expect(placement(INITIAL_CROP, landscape, FRAME)).toEqual({
      left: -50,
      top: 0,
      width: 300,
      height: 200,
    });
  });

  it('never lets the image uncover the frame', () => {
    // At zoom 1 the landscape image moves sideways only, by at most 50 frame pixels.
    expect(moveBy(INITIAL_CROP, 500, 500, landscape, FRAME)).toEqual({ zoom: 1, x: 50, y: 0 });
    expect(sourceSquare({ zoom: 1, x: 50, y: 0 }, landscape, FRAME)).toEqual({
      x: 0,
      y: 0,
      size: 800,
    });
    expect(moveBy(INITIAL_CROP, -500, 0, landscape, FRAME).x).toBe(-50);
  });

  it('zooms about the centre, within 1 to 4, and tightens the square', () => {
    const zoomed = zoomTo(INITIAL_CROP, 2, landscape, FRAME);
    expect(zoomed).toEqual({ zoom: 2, x: 0, y: 0 });
    expect(sourceSquare(zoomed, landscape, FRAME)).toEqual({ x: 400, y: 200, size: 400 });
    expect(zoomTo(INITIAL_CROP, 10, landscape, FRAME).zoom).toBe(ZOOM_MAX);
    expect(zoomTo(INITIAL_CROP, 0.2, landscape, FRAME).zoom).toBe(1);
  });

  it('zooming out pulls a moved image back over the frame', () => {
    const moved = moveBy(zoomTo(INITIAL_CROP, 3, landscape, FRAME), 0, 200, landscape, FRAME);
    expect(moved.y).toBe(200);
    const out = zoomTo(moved, 1, landscape, FRAME);
    expect(out).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('keeps every square inside the image, whatever the moves', () => {
    let state = INITIAL_CROP;
    const portrait = { width: 600, height: 1000 };
    for (const [dx, dy, zoom] of [
      [30, -90, 1.5],
      [-400, 20, 3.7],
      [999, 999, 2],
      [-5, -999, 1],
    ] as const) {
      state = zoomTo(moveBy(state, dx, dy, portrait, FRAME), zoom, portrait, FRAME);
      const square = sourceSquare(clampCrop(state, portrait, FRAME), portrait, FRAME);
      expect(square.x).toBeGreaterThanOrEqual(-1e-9);
      expect(square.y).toBeGreaterThanOrEqual(-1e-9);
      expect(square.x + square.size).toBeLessThanOrEqual(portrait.width + 1e-9);
      expect(square.y + square.size).toBeLessThanOrEqual(portrait.height + 1e-9);
    }
  });
});
