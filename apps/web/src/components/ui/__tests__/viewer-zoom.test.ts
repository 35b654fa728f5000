import { describe, expect, it } from 'vitest';
import { FIT, clampZoom, toggleZoom, wheelScale, zoomAround } from '../viewer-zoom';

// a 1000 x 600 stage with a 3:2 photo fitted to 900 x 600
const bounds = { stageWidth: 1000, stageHeight: 600, photoWidth: 900, photoHeight: 600 };

describe('viewer zoom geometry', () => {
  it('keeps the scale between 1 and 4', () => {
    expect(clampZoom({ scale: 0.5, x: 0, y: 0 }, bounds).scale).toBe(1);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, bounds).scale).toBe(4);
  });

  it('never leaves an empty band beside the photo: the shift stops at its edges', () => {
    // at 2x the photo is 1800 x 1200: 400 px of it hide on each side, 300 above and below
    expect(clampZoom({ scale: 2, x: 1000, y: -1000 }, bounds)).toEqual({
      scale: 2,
      x: 400,
      y: -300,
    });
    expect(clampZoom({ scale: 2, x: -50, y: 20 }, bounds)).toEqual({ scale: 2, x: -50, y: 20 });
    // fitted, nothing moves (and no -0)
    expect(clampZoom({ scale: 1, x: -30, y: 30 }, bounds)).toEqual(FIT);
    // a photo narrower than the stage even when zoomed stays centred across
    const tall = { stageWidth: 1000, stageHeight: 600, photoWidth: 300, photoHeight: 600 };
    expect(clampZoom({ scale: 2, x: 100, y: 500 }, tall)).toEqual({ scale: 2, x: 0, y: 300 });
  });

  it('zooms around a point, which stays under the finger or the mouse', () => {
    const focus = { x: 200, y: 100 };
    const zoomed = zoomAround(FIT, 2, focus, bounds);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -100 });
    // the photo's point under the focus is the same before and after
    const under = (z: typeof zoomed) => ({
      x: (focus.x - z.x) / z.scale,
      y: (focus.y - z.y) / z.scale,
    });
    expect(under(zoomed)).toEqual(under(FIT));
    // back to 1 it comes home
    expect(zoomAround(zoomed, 1, focus, bounds)).toEqual(FIT);
  });

  it('a double tap zooms to 2.5x at the spot, and a second one fits the photo again', () => {
    const zoomed = toggleZoom(FIT, { x: -100, y: 0 }, bounds);
    expect(zoomed).toEqual({ scale: 2.5, x: 150, y: 0 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, bounds)).toEqual(FIT);
  });

  it('the wheel: up zooms in, down out, lines and pages count as pixels', () => {
    expect(wheelScale(1, -100, 0)).toBeCloseTo(1.16, 2);
    expect(wheelScale(2, 100, 0)).toBeCloseTo(1.72, 2);
    expect(wheelScale(1, -3, 1)).toBeCloseTo(wheelScale(1, -48, 0), 5);
    expect(wheelScale(1, -1, 2)).toBe(wheelScale(1, -400, 0));
    expect(wheelScale(3.9, -1000, 0)).toBe(4);
    expect(wheelScale(1.1, 1000, 0)).toBe(1);
  });
});
