import { sourceSquare, type CropState, type Size } from './crop-geometry';

/** The avatar's side in pixels: sharp on a 2x screen at 256 CSS px, small to upload. */
export const AVATAR_OUTPUT_SIZE = 512;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/**
 * Draws the framed square of the image onto a canvas and encodes it: WebP where the browser
 * can, else PNG (the server re-encodes either way, and strips whatever metadata is left).
 */
export async function renderCrop(
  image: CanvasImageSource,
  size: Size,
  state: CropState,
  frame: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT_SIZE;
  canvas.height = AVATAR_OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const square = sourceSquare(state, size, frame);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    square.x,
    square.y,
    square.size,
    square.size,
    0,
    0,
    AVATAR_OUTPUT_SIZE,
    AVATAR_OUTPUT_SIZE,
  );
  const blob = (await toBlob(canvas, 'image/webp')) ?? (await toBlob(canvas, 'image/png'));
  if (!blob) throw new Error('the crop could not be encoded');
  return blob;
}
