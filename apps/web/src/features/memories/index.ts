/**
 * What other features may use of the memories': their photo picker and uploader, and how a
 * video or a Live Photo is shown (an album and a share link show them as the memory does).
 */
export { pickPhotos } from './components/pick-photos';
export { uploadImageOrKeep } from './api/upload-image';
export { createPhotoUploads } from './hooks/photo-uploads';
export { LivePhoto, MemoryVideo } from './components/memory-video';
