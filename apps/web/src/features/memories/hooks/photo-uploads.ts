import {
  LIVE_CLIP_TOO_LONG,
  MEMORY_LIMITS,
  imageFileProblem,
  pairLivePhotos,
  videoFileProblem,
  type ImageFileProblem,
  type MemoryImage,
  type UploadResult,
} from '@doita/shared';
import { isApiError, type ApiError } from '@/lib/api-error';
import type { UploadStage } from '../api/upload-image';
import { createStore, type Store } from '@/lib/create-store';

/**
 * The code a tile says its refusal by: a Live Photo's clip over its limit comes back as a
 * video too long, whose words name the 3 minutes of a video; its field error says which.
 */
function uploadErrorCode(error: ApiError): string {
  const clip = error.errors.some((e) => e.code === LIVE_CLIP_TOO_LONG);
  return clip ? 'LIVE_CLIP_TOO_LONG' : error.code;
}
/** A photo in the form is selected, uploading, uploaded or failed. */
export type PhotoStatus = 'selected' | 'uploading' | 'uploaded' | 'error';

export interface Photo {
  key: string;
  name: string;
  status: PhotoStatus;
  /** 0 to 1 while uploading */
  progress: number;
  /** while uploading: shrinking in the browser first, then sending */
  stage: UploadStage | null;
  /** an object URL of the picked file, shown until the server's image exists */
  previewUrl: string | null;
  /** the server's image once uploaded (or the memory's own when editing) */
  image: MemoryImage | null;
  /** the upload id to send in the memory's `images` */
  uploadId: string | null;
  /** the API error code of a failed upload (e.g. FILE_NOT_IMAGE), when there was one */
  errorCode: string | null;
  file: File | null;
  /** a video, or a Live Photo (the still in `file`, its motion in `clip`); absent: a photo */
  kind?: 'image' | 'video' | 'live';
  clip?: File | null;
}

/**
 * A picked file that was not added, and why: a video (or a Live Photo's clip) over its own
 * 200 MB is `videoTooLarge`, never a photo's 5 MB `tooLarge`.
 */
export interface SkippedFile {
  name: string;
  reason: ImageFileProblem | 'tooMany' | 'videoTooLarge';
}

const videoProblem = (file: File): SkippedFile['reason'] | null => {
  const problem = videoFileProblem(file);
  return problem === 'tooLarge' ? 'videoTooLarge' : problem;
};

export type Uploader = (
  file: File,
  options: {
    onProgress: (fraction: number) => void;
    onStage: (stage: UploadStage) => void;
    signal: AbortSignal;
    /** a Live Photo's motion, sent with its still */
    clip?: File | null;
  },
) => Promise<UploadResult>;

/** A photo already on the server: the memory's own when editing, or a draft's. */
export interface PhotoSeed {
  image: MemoryImage;
  /** the name it was picked under, when known */
  name?: string;
}

export interface PhotoUploadsOptions {
  initial?: PhotoSeed[];
  upload: Uploader;
  /** uploads at a time (a phone on mobile data does better with few) */
  concurrency?: number;
  max?: number;
  createPreview?: (file: File) => string | null;
  revokePreview?: (url: string) => void;
}

const defaultPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const defaultRevoke = (url: string) => {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export type PhotoUploads = ReturnType<typeof createPhotoUploads>;

/**
 * The photos of one memory form: checks picked files (type, 20 at most; a large one is
 * shrunk, not skipped), uploads them two at a time with progress, retries, removes and
 * reorders. Framework-free; the form reads `store` with useStore.
 */
export function createPhotoUploads(options: PhotoUploadsOptions) {
  const {
    upload,
    concurrency = 2,
    max = MEMORY_LIMITS.images,
    createPreview = defaultPreview,
    revokePreview = defaultRevoke,
  } = options;
  let counter = 0;
  const nextKey = () => `photo-${++counter}`;
  const store: Store<Photo[]> = createStore<Photo[]>(
    (options.initial ?? []).map(({ image, name }) => ({
      key: nextKey(),
      name: name ?? '',
      status: 'uploaded',
      progress: 1,
      stage: null,
      previewUrl: null,
      image,
      uploadId: image.id,
      errorCode: null,
      file: null,
      kind: image.kind ?? 'image',
      clip: null,
    })),
  );
  const controllers = new Map<string, AbortController>();
  let active = true;

  const update = (key: string, patch: Partial<Photo>) =>
    store.set((photos) => photos.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  function start(photo: Photo): void {
    if (!photo.file) return;
    const controller = new AbortController();
    controllers.set(photo.key, controller);
    update(photo.key, { status: 'uploading', progress: 0, stage: null, errorCode: null });
    upload(photo.file, {
      clip: photo.clip ?? null,
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) update(photo.key, { progress });
      },
      onStage: (stage) => {
        if (!controller.signal.aborted) update(photo.key, { stage, progress: 0 });
      },
    }).then(
      (result) => {
        controllers.delete(photo.key);
        if (controller.signal.aborted) return;
        update(photo.key, {
          status: 'uploaded',
          progress: 1,
          stage: null,
          uploadId: result.id,
          image: result.image,
        });
        pump();
      },
      (error: unknown) => {
        controllers.delete(photo.key);
        if (controller.signal.aborted) return;
        update(photo.key, {
          status: 'error',
          stage: null,
          errorCode: isApiError(error) ? uploadErrorCode(error) : null,
        });
        pump();
      },
    );
  }

  /** starts queued photos while fewer than `concurrency` are uploading */
  function pump(): void {
    if (!active) return;
    let running = store.get().filter((p) => p.status === 'uploading').length;
    for (const photo of store.get()) {
      if (running >= concurrency) break;
      if (photo.status !== 'selected' || controllers.has(photo.key)) continue;
      start(photo);
      running += 1;
    }
  }

  return {
    store,

    /** Adds picked or dropped files; returns those skipped, with why. */
    add(files: Iterable<File>): SkippedFile[] {
      const skipped: SkippedFile[] = [];
      const added: Photo[] = [];
      let room = max - store.get().length;
      // A HEIC or JPEG picked with the MOV of its name is one Live Photo.
      for (const item of pairLivePhotos([...files])) {
        const file = item.kind === 'live' ? item.still : item.file;
        const clip = item.kind === 'live' ? item.clip : null;
        // Over 5 MB is no reason to skip a photo: the upload shrinks it to fit first.
        const problem =
          item.kind === 'video'
            ? videoProblem(file)
            : (imageFileProblem(file, { canShrink: true }) ?? (clip ? videoProblem(clip) : null));
        if (problem) {
          skipped.push({ name: file.name, reason: problem });
          continue;
        }
        if (room <= 0) {
          skipped.push({ name: file.name, reason: 'tooMany' });
          continue;
        }
        room -= 1;
        added.push({
          key: nextKey(),
          name: file.name,
          status: 'selected',
          progress: 0,
          stage: null,
          // a video has no picture to preview before its poster exists
          previewUrl: item.kind === 'video' ? null : createPreview(file),
          image: null,
          uploadId: null,
          errorCode: null,
          file,
          kind: item.kind,
          clip,
        });
      }
      if (added.length) store.set((photos) => [...photos, ...added]);
      pump();
      return skipped;
    },

    retry(key: string): void {
      update(key, { status: 'selected', progress: 0, errorCode: null });
      pump();
    },

    remove(key: string): void {
      const photo = store.get().find((p) => p.key === key);
      if (!photo) return;
      controllers.get(key)?.abort();
      controllers.delete(key);
      if (photo.previewUrl) revokePreview(photo.previewUrl);
      store.set((photos) => photos.filter((p) => p.key !== key));
      pump();
    },

    /** Takes every photo out (a discarded draft): uploads stop, previews are freed. */
    clear(): void {
      for (const photo of store.get()) this.remove(photo.key);
    },

    /** Moves a photo earlier (-1) or later (+1); the first is the memory's cover. */
    move(key: string, delta: -1 | 1): void {
      store.set((photos) => {
        const from = photos.findIndex((p) => p.key === key);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= photos.length) return photos;
        const next = [...photos];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      });
    },

    /** The upload ids, in order, of the photos that are ready. */
    uploadIds(): string[] {
      return store
        .get()
        .flatMap((p) => (p.status === 'uploaded' && p.uploadId ? [p.uploadId] : []));
    },

    /** Picks up again after `dispose` (a remount in development). */
    resume(): void {
      active = true;
      pump();
    },

    /** Cancels what is in flight and frees the previews. */
    dispose(): void {
      active = false;
      for (const [key, controller] of controllers) {
        controller.abort();
        update(key, { status: 'selected', progress: 0 });
      }
      controllers.clear();
      for (const photo of store.get()) {
        if (photo.previewUrl) revokePreview(photo.previewUrl);
      }
      store.set((photos) => photos.map((p) => (p.previewUrl ? { ...p, previewUrl: null } : p)));
    },
  };
}
