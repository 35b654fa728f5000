/** What other features may use of the memories': their photo picker and uploader. */
export { pickPhotos } from './components/pick-photos';
export { uploadImageOrKeep } from './api/upload-image';
export { createPhotoUploads } from './hooks/photo-uploads';
