import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Check, Clock, Film, RotateCcw, X } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { IconButton } from '@/components/ui/icon-button';
import { ERROR_CODES, uploadFileProblem, type Image } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import type { Photo } from '../hooks/photo-uploads';
import { VideoPreparing, useLiveImage } from '@/components/media/memory-video';

/** what the status hook looks at for a tile with no upload yet (it asks nothing) */
const EMPTY_IMAGE: Image = {
  id: '',
  url: '',
  renditions: [],
  placeholder: null,
  width: null,
  height: null,
  originalUrl: null,
};

/**
 * A video refused for what it is (too long, does not decode, a clip too long, no encoder on
 * this server): sending it again gets the same answer, so no retry is offered.
 */
const VIDEO_REFUSALS = new Set<string>([
  ERROR_CODES.videoTooLong,
  ERROR_CODES.videoUnreadable,
  ERROR_CODES.videosUnavailable,
  // how the form names a Live Photo refused for its clip (its field error)
  'LIVE_CLIP_TOO_LONG',
]);

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40 disabled:hover:bg-transparent pointer-coarse:size-10';
const chip =
  'inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-semibold shadow-sm';

/** One photo of the form with its state: waiting, uploading (progress), uploaded, or failed. */
export function PhotoTile({
  photo,
  index,
  count,
  onRetry,
  onRemove,
  onMove,
}: {
  photo: Photo;
  index: number;
  count: number;
  onRetry: () => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('memories');
  const name = photo.name || t('photos.existing', { index: index + 1 });
  // a video being prepared: its poster and progress as the server says them
  const image = useLiveImage(photo.image ?? EMPTY_IMAGE);
  const shown = photo.image ? image : null;
  const src = shown?.renditions[0]?.url || shown?.url || photo.previewUrl;
  // A picked HEIC has no preview outside Safari: the tile stays plain until the server's is back.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  // The file's own problem is said as it is, with no retry (sending it again cannot work);
  // a retry is for what the network or the server failed. A video's is said as a video's:
  // the server's "not an image" for a text file named .mp4 means it is no video either.
  const motion = photo.kind === 'video' || photo.kind === 'live' ? photo.kind : null;
  const problem = uploadFileProblem(photo.errorCode);
  const refused = !!problem || (!!motion && VIDEO_REFUSALS.has(photo.errorCode ?? ''));
  const reason =
    motion && (problem === 'notImage' || problem === 'unsupportedType')
      ? t('video.upload.notVideo')
      : motion && problem === 'tooLarge'
        ? t('video.upload.tooLarge')
        : problem
          ? t(`errors:fileProblems.${problem}`)
          : photo.errorCode && i18n.exists(`errors:codes.${photo.errorCode}`)
            ? t(`errors:codes.${photo.errorCode}`)
            : null;
  const failure = refused
    ? motion === 'video'
      ? t('video.upload.unusable')
      : motion === 'live'
        ? t('video.upload.liveUnusable')
        : t('photos.unusable')
    : motion === 'video'
      ? t('video.upload.failed')
      : motion === 'live'
        ? t('video.upload.liveFailed')
        : t('photos.failed');
  const percent = Math.round(photo.progress * 100);

  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface"
      data-testid="photo-tile"
      data-status={photo.status}
    >
      <div className="relative aspect-square bg-surface-2">
        {src && src !== brokenSrc && (
          <img
            src={src}
            onError={() => setBrokenSrc(src)}
            alt={name}
            className="absolute inset-0 size-full bg-cover object-cover"
            style={
              photo.image?.placeholder
                ? { backgroundImage: `url("${photo.image.placeholder}")` }
                : undefined
            }
          />
        )}
        {photo.status === 'uploaded' && shown?.video && shown.video.status !== 'ready' && (
          <VideoPreparing image={shown} className="absolute inset-0 bg-surface-2/90" />
        )}
        {(photo.kind === 'live' || shown?.kind === 'live') && (
          <span className="absolute bottom-1.5 left-1.5 rounded-full bg-surface/90 px-2 py-0.5 text-[0.7rem] font-bold tracking-wider shadow-sm">
            {t('video.live')}
          </span>
        )}
        {(photo.kind === 'video' || shown?.kind === 'video') &&
          shown?.video?.status !== 'processing' && (
            <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-semibold shadow-sm">
              <Film className="size-3.5" aria-hidden="true" />
              {t('video.label')}
            </span>
          )}
        {index === 0 && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
            {t('photos.cover')}
          </span>
        )}
        <span className="absolute top-1.5 right-1.5">
          {photo.status === 'uploaded' && (
            <span className={`${chip} text-success`}>
              <Check className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('photos.uploaded')}</span>
            </span>
          )}
          {photo.status === 'selected' && (
            <span className={`${chip} text-fg`}>
              <Clock className="size-3.5" aria-hidden="true" />
              {t('photos.selected')}
            </span>
          )}
        </span>
        {photo.status === 'uploading' && (
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-surface/90 p-2">
            <span className="text-xs font-semibold">
              {photo.stage === 'preparing' || photo.stage === 'shrinking'
                ? t(`photos.${photo.stage}`)
                : t('photos.uploading', { percent })}
            </span>
            <ProgressBar value={photo.progress} label={t('photos.progressLabel', { name })} />
          </div>
        )}
        {photo.status === 'error' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-danger-soft/95 p-2 text-center">
            <p className="text-sm font-semibold text-danger">{failure}</p>
            {reason && <p className="line-clamp-3 text-xs text-fg">{reason}</p>}
            {!refused && (
              <button
                type="button"
                onClick={onRetry}
                aria-label={t(motion ? 'video.upload.retryName' : 'photos.retryName', { name })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-danger/50 bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-2"
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('photos.retry')}
              </button>
            )}
          </div>
        )}
      </div>
      <div className="flex items-center justify-between p-1">
        <span className="flex">
          <IconButton
            className={iconButton}
            label={t('photos.moveEarlier', { name })}
            onClick={() => onMove(-1)}
            disabled={index === 0}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            className={iconButton}
            label={t('photos.moveLater', { name })}
            onClick={() => onMove(1)}
            disabled={index === count - 1}
          >
            <ArrowRight className="size-4" aria-hidden="true" />
          </IconButton>
        </span>
        <IconButton className={iconButton} label={t('photos.remove', { name })} onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}
