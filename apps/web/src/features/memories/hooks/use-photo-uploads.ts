import { useEffect, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { uploadImage } from '../api/upload-image';
import { createPhotoUploads, type PhotoSeed, type Uploader } from './photo-uploads';

/** The photos of one memory form, uploaded as they are picked; cancelled when it closes. */
export function usePhotoUploads(initial: PhotoSeed[], upload: Uploader = uploadImage) {
  const [uploads] = useState(() => createPhotoUploads({ initial, upload }));
  const photos = useStore(uploads.store);
  useEffect(() => {
    uploads.resume();
    return () => uploads.dispose();
  }, [uploads]);
  return { uploads, photos };
}
