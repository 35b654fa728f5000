import { withChunkReload } from '@/lib/chunk-reload';

/**
 * The photo viewer is its own chunk (its gestures are only needed once a photo is opened):
 * loaded when the preview opens, or ahead when a finger or the mouse reaches a photo.
 */
export const loadImageViewer = withChunkReload(() => import('./image-viewer'));

export function preloadImageViewer(): void {
  void loadImageViewer().catch(() => undefined);
}
