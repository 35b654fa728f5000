import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Film, Play } from 'lucide-react';
import {
  VIDEO_POLL_MS,
  formatVideoDuration,
  progressPercent,
  uploadsContract,
  type Image,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { cn } from '@/lib/cn';
import { queryKeyOf } from '@/lib/query-key';
import { Photo } from '@/components/ui/photo';

// How a video or a Live Photo of a memory is shown, wherever a memory is: its own page, an
// album, a share link's guest page. Here rather than in one feature, as all three use it.

/**
 * An upload as the screen shows it now: a video being prepared asks GET /uploads/:id every
 * 1.5 s until it is ready or failed, then shows what that answer carries (its poster and
 * the URL that plays). A photo, or a video already ready, is shown as it came. `poll` is
 * false where nobody is signed in (a share link's guest): that page asks for itself again.
 */
export function useLiveImage(image: Image, poll = true): Image {
  const preparing = poll && image.video?.status === 'processing';
  const { data } = useQuery({
    queryKey: queryKeyOf(uploadsContract.status, { params: { id: image.id } }),
    queryFn: ({ signal }) => call(uploadsContract.status, { params: { id: image.id } }, { signal }),
    enabled: preparing,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'processing' ? false : VIDEO_POLL_MS,
    meta: { errorToast: false },
  });
  return preparing && data ? data.image : image;
}

/** "Preparing video… 40%", over the poster or an empty frame, with its progress for screen readers. */
export function VideoPreparing({ image, className }: { image: Image; className?: string }) {
  const { t } = useTranslation('memories');
  const percent = progressPercent(image.video?.progress);
  const failed = image.video?.status === 'failed';
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-surface-2 p-3 text-center',
        className,
      )}
      data-testid="video-preparing"
      data-status={image.video?.status}
    >
      <Film className="size-6 text-muted" aria-hidden="true" />
      {failed ? (
        <p className="text-sm font-semibold text-danger" role="status">
          {t(`video.failed.${image.video?.failure ?? 'error'}`)}
        </p>
      ) : (
        <>
          <p className="text-sm font-semibold" role="status" aria-live="polite">
            {t('video.preparing', { percent })}
          </p>
          <div
            className="h-1.5 w-3/4 overflow-hidden rounded-full bg-border"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('video.progressLabel')}
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A memory's video: its poster and the browser's own controls, inline on phones
 * (`playsinline`), never playing by itself; "preparing" with its progress until it is ready.
 */
export function MemoryVideo({
  image: given,
  label,
  poll = true,
  className,
}: {
  image: Image;
  label: string;
  poll?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('memories');
  const image = useLiveImage(given, poll);
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9';
  const video = image.video;
  return (
    <div
      className={cn('relative w-full overflow-hidden rounded-2xl bg-black', className)}
      style={{ aspectRatio: ratio }}
    >
      {video?.status === 'ready' && video.url ? (
        <>
          <video
            src={video.url}
            poster={image.url || undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={label}
            className="size-full object-contain"
            data-testid="memory-video"
          />
          {video.originalUrl && (
            <a
              href={video.originalUrl}
              download
              className="absolute top-2 right-2 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-fg shadow-sm hover:bg-surface"
            >
              {t('video.downloadOriginal')}
            </a>
          )}
          {video.durationMs ? (
            <span className="sr-only">
              {t('video.duration', { duration: formatVideoDuration(video.durationMs) })}
            </span>
          ) : null}
        </>
      ) : (
        <VideoPreparing image={image} className="absolute inset-0" />
      )}
    </div>
  );
}

/**
 * A video among thumbnails: its poster with a play sign and its length, opening it large (the
 * viewer plays it with full-size controls), since a player this small hides its own controls;
 * "preparing" with its progress until it is ready.
 */
export function VideoTile({
  image: given,
  label,
  sizes,
  onOpen,
  poll = true,
  className,
}: {
  image: Image;
  label: string;
  sizes: string;
  onOpen: (image: Image) => void;
  poll?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('memories');
  const image = useLiveImage(given, poll);
  const video = image.video;
  if (video?.status !== 'ready' || !video.url) {
    return (
      <div className={cn('relative aspect-square overflow-hidden', className)}>
        <VideoPreparing image={image} className="absolute inset-0" />
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onOpen(image)}
      className={cn(
        'group relative block aspect-square w-full overflow-hidden bg-black focus-visible:outline-3 focus-visible:outline-ring',
        className,
      )}
      data-testid="video-tile"
    >
      {image.url && (
        <Photo
          fill
          image={image}
          alt=""
          sizes={sizes}
          className="transition-transform duration-300 group-hover:scale-105"
        />
      )}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white shadow-sm">
          <Play className="size-5 fill-current" aria-hidden="true" />
        </span>
      </span>
      {video.durationMs ? (
        <span className="absolute end-1.5 bottom-1.5 rounded-full bg-black/60 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          <span aria-hidden="true">{formatVideoDuration(video.durationMs)}</span>
          <span className="sr-only">
            {t('video.duration', { duration: formatVideoDuration(video.durationMs) })}
          </span>
        </span>
      ) : null}
    </button>
  );
}

/** How long a press is held before a Live Photo moves (as on a phone). */
const LONG_PRESS_MS = 300;

/**
 * A Live Photo: the still, with a "LIVE" badge; its motion plays (muted, inline) while it is
 * pressed and held, while the mouse is over it, or from its play button (keyboard), and
 * stops when let go.
 */
export function LivePhoto({
  image: given,
  alt,
  sizes,
  fill = false,
  eager = false,
  poll = true,
  className,
}: {
  image: Image;
  alt: string;
  sizes: string;
  fill?: boolean;
  eager?: boolean;
  poll?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('memories');
  const image = useLiveImage(given, poll);
  const videoRef = useRef<HTMLVideoElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const motion = image.video?.status === 'ready' ? image.video.url : null;

  useEffect(() => () => clearTimeout(timer.current), []);

  const play = () => {
    const video = videoRef.current;
    if (!video || !motion) return;
    video.currentTime = 0;
    setPlaying(true);
    void video.play().catch(() => setPlaying(false));
  };
  const stop = () => {
    clearTimeout(timer.current);
    const video = videoRef.current;
    if (video) video.pause();
    setPlaying(false);
  };

  return (
    <div
      className={cn('relative overflow-hidden', fill && 'size-full', className)}
      data-testid="live-photo"
      data-playing={playing ? 'true' : 'false'}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(play, LONG_PRESS_MS);
      }}
      onPointerUp={(event) => {
        if (event.pointerType !== 'mouse') stop();
      }}
      onPointerCancel={stop}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') play();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') stop();
      }}
      // a long press must not open the phone's own menu for the picture
      onContextMenu={(event) => event.preventDefault()}
    >
      <Photo image={image} alt={alt} sizes={sizes} fill={fill} eager={eager} />
      {motion && (
        <video
          ref={videoRef}
          src={motion}
          muted
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onEnded={() => setPlaying(false)}
          className={cn(
            'pointer-events-none absolute inset-0 size-full object-cover transition-opacity',
            playing ? 'opacity-100' : 'opacity-0',
          )}
          data-testid="live-photo-motion"
        />
      )}
      <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-[0.7rem] font-bold tracking-wider text-fg shadow-sm">
        {t('video.live')}
      </span>
      {motion && (
        <button
          type="button"
          className="absolute right-2 bottom-2 inline-flex size-10 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={playing ? t('video.stopLive') : t('video.playLive')}
          aria-pressed={playing}
          onClick={(event) => {
            event.stopPropagation();
            if (playing) stop();
            else play();
          }}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Play className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
