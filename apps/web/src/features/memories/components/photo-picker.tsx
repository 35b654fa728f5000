import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { MEMORY_LIMITS } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import type { Photo, PhotoUploads, SkippedFile } from '../hooks/photo-uploads';
import { PHOTO_ACCEPT, PHOTO_ONLY_ACCEPT, type PickedPhotos } from './pick-photos';
import { useUploadsConfig } from '../api/uploads-config';
import { PhotoTile } from './photo-tile';

/**
 * Photos picked (the phone's picker, several at once: every image type, HEIC included by
 * name for systems that do not know its type) or dropped, each uploading as soon as it is
 * added, shrunk first when large. Files that are not JPEG/PNG/GIF/WebP/HEIC/AVIF images, or
 * past the 20th, are skipped with a message.
 */
export function PhotoPicker({
  photos,
  uploads,
  picked,
  prominent = false,
}: {
  photos: Photo[];
  uploads: PhotoUploads;
  /** photos picked before the form arrived (photo-first: the picker opened within the tap) */
  picked?: PickedPhotos;
  /** the form starts here (photo-first): the pick button is the main action */
  prominent?: boolean;
}) {
  const { t } = useTranslation('memories');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const max = MEMORY_LIMITS.images;
  // asked once a video is picked: a form of photos only asks nothing more
  const videosAvailable = useUploadsConfig(
    photos.some((p) => p.kind === 'video' || p.kind === 'live'),
  );
  // with a video among them, the counts name photos and videos, not photos alone
  const withVideos = photos.some((p) => p.kind === 'video' || p.kind === 'live');
  const done = photos.filter((p) => p.status === 'uploaded').length;
  const failed = photos.filter((p) => p.status === 'error').length;

  const add = (files: FileList | File[] | null) => {
    if (!files?.length) return;
    setSkipped(uploads.add(Array.from(files)));
  };
  // Files picked before this mounted, or while it is here: taken once, in the order picked.
  useEffect(() => {
    if (!picked) return;
    const take = () => {
      const files = picked.get();
      if (!files.length) return;
      picked.set([]);
      setSkipped(uploads.add(files));
    };
    take();
    return picked.subscribe(take);
  }, [picked, uploads]);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-3 text-sm font-semibold">
        {t('photos.label')}
        <span className="font-normal text-muted">
          {t('photos.count', { count: photos.length, max })}
        </span>
      </legend>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : 'border-border-strong/60 bg-surface-2/50',
        )}
        data-testid="photo-dropzone"
      >
        <Button
          ref={pickRef}
          variant={prominent ? 'primary' : 'secondary'}
          size={prominent ? 'lg' : 'md'}
          onClick={() => inputRef.current?.click()}
          disabled={photos.length >= max}
          icon={<ImagePlus className="size-4" aria-hidden="true" />}
          aria-describedby={`${id}-rules`}
        >
          {t('photos.pick')}
        </Button>
        {/* nothing to drag on a touch screen */}
        <p className="text-sm text-muted pointer-coarse:hidden" aria-hidden="true">
          {dragging ? t('photos.dropActive') : t('photos.drop')}
        </p>
        <p id={`${id}-rules`} className="text-xs text-muted">
          {t('photos.rules', { max })}{' '}
          {videosAvailable === false ? t('video.unavailable') : t('video.rules')}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={videosAvailable === false ? PHOTO_ONLY_ACCEPT : PHOTO_ACCEPT}
          multiple
          className="hidden"
          aria-label={t('photos.pick')}
          data-testid="photo-input"
          onChange={(event) => {
            add(event.target.files);
            // the same file may be picked again after removing it
            event.target.value = '';
          }}
        />
      </div>
      {skipped.length > 0 && (
        <div className="relative">
          <Alert type="warning" className="pe-12">
            <ul className="flex flex-col gap-0.5">
              {skipped.map((file, i) => (
                <li key={`${file.name}-${i}`}>
                  {t('photos.skipped', {
                    name: file.name,
                    reason: t(`photos.reasons.${file.reason}`, { max }),
                  })}
                </li>
              ))}
            </ul>
          </Alert>
          <IconButton
            label={t('photos.dismissSkipped')}
            onClick={() => setSkipped([])}
            className="absolute top-1 right-1 flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg"
          >
            <X className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              onRetry={() => uploads.retry(photo.key)}
              onRemove={() => {
                uploads.remove(photo.key);
                pickRef.current?.focus();
              }}
              onMove={(delta) => uploads.move(photo.key, delta)}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite" data-testid="photo-status">
        {photos.length > 0 &&
          t(withVideos ? 'photos.statusMedia' : 'photos.status', { done, total: photos.length })}
        {failed > 0 &&
          ` · ${t(withVideos ? 'photos.statusFailedMedia' : 'photos.statusFailed', { count: failed })}`}
      </p>
    </fieldset>
  );
}
