import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LIVE_CLIP_TOO_LONG,
  VIDEO_LIMITS,
  type MemoryImage,
  type UploadResult,
} from '@doita/shared';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MemoryForm } from '../components/memory-form';
import { createPhotoUploads, type Uploader } from '../hooks/photo-uploads';
import { LivePhoto, MemoryVideo } from '@/components/media/memory-video';
import { MemoryPhotos } from '../components/memory-photos';
import { PhotoTile } from '../components/photo-tile';
import { ModalHost } from '@/components/ui/modal-host';
import { closeAllModals } from '@/lib/modal-store';
import type { Photo } from '../hooks/photo-uploads';
import { LAN, jpeg, makeImage, makeMemory } from './memories-fixtures';

const file = (name: string, type: string, size = 3) => {
  const made = new File(['x'.repeat(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(made, 'size', { value: size });
  return made;
};

function videoImage(id: string, overrides: Partial<NonNullable<MemoryImage['video']>> = {}) {
  return makeImage(id, {
    kind: 'video',
    video: {
      status: 'ready',
      progress: 1,
      failure: null,
      durationMs: 40_000,
      url: `/api/files/${id}/video.mp4?exp=1&sig=s`,
      originalUrl: `/api/files/${id}/original.mov?exp=1&sig=s`,
      ...overrides,
    },
  });
}

describe('videos and Live Photos picked in the memory form', () => {
  it('pairs a still with the MOV of its name into one item, sent together; a video alone', async () => {
    const sent: { name: string; clip: string | null }[] = [];
    const upload: Uploader = (picked, { clip }) => {
      sent.push({ name: picked.name, clip: clip?.name ?? null });
      return Promise.resolve({
        id: picked.name,
        fileUrl: '',
        fileName: picked.name,
        fileSize: 1,
        fileType: 'video/quicktime',
        status: 'processing',
        image: videoImage(picked.name, { status: 'processing', progress: 0, url: null }),
      } satisfies UploadResult);
    };
    const uploads = createPhotoUploads({ upload, createPreview: () => null });
    const skipped = uploads.add([
      file('IMG_0001.MOV', 'video/quicktime'),
      file('Đêm phố cổ.mov', 'video/quicktime'),
      file('IMG_0001.HEIC', ''),
      jpeg('IMG_0002.JPG'),
    ]);
    expect(skipped).toEqual([]);
    expect(uploads.store.get().map((p) => [p.name, p.kind])).toEqual([
      ['Đêm phố cổ.mov', 'video'],
      ['IMG_0001.HEIC', 'live'],
      ['IMG_0002.JPG', 'image'],
    ]);
    await vi.waitFor(() => expect(uploads.uploadIds()).toHaveLength(3));
    expect(sent).toEqual(
      expect.arrayContaining([
        { name: 'Đêm phố cổ.mov', clip: null },
        { name: 'IMG_0001.HEIC', clip: 'IMG_0001.MOV' },
      ]),
    );
  });

  it('keeps a photo and an MP4 of the same name as two items: only a MOV makes a Live Photo', async () => {
    const sent: { name: string; clip: string | null }[] = [];
    const upload: Uploader = (picked, { clip }) => {
      sent.push({ name: picked.name, clip: clip?.name ?? null });
      return Promise.resolve({
        id: picked.name,
        fileUrl: '',
        fileName: picked.name,
        fileSize: 1,
        fileType: picked.type,
        status: 'ready',
        image: makeImage(picked.name),
      } satisfies UploadResult);
    };
    const uploads = createPhotoUploads({ upload, createPreview: () => null });
    uploads.add([jpeg('trip.jpg'), file('trip.mp4', 'video/mp4')]);
    expect(uploads.store.get().map((p) => [p.name, p.kind])).toEqual([
      ['trip.jpg', 'image'],
      ['trip.mp4', 'video'],
    ]);
    await vi.waitFor(() => expect(uploads.uploadIds()).toHaveLength(2));
    expect(sent).toEqual(
      expect.arrayContaining([
        { name: 'trip.jpg', clip: null },
        { name: 'trip.mp4', clip: null },
      ]),
    );
  });

  it('keeps a Live Photo refused for its clip apart from a video too long', async () => {
    const upload: Uploader = (picked) =>
      Promise.reject(
        new ApiError({
          status: 422,
          code: 'VIDEO_TOO_LONG',
          errors: picked.name.endsWith('.HEIC')
            ? [{ field: 'clip', code: LIVE_CLIP_TOO_LONG, message: 'too long' }]
            : [],
        }),
      );
    const uploads = createPhotoUploads({ upload, createPreview: () => null });
    uploads.add([
      file('IMG_0003.MOV', 'video/quicktime'),
      file('IMG_0003.HEIC', ''),
      file('Cả buổi chiều.mp4', 'video/mp4'),
    ]);
    await vi.waitFor(() =>
      expect(uploads.store.get().every((p) => p.status === 'error')).toBe(true),
    );
    const codes = Object.fromEntries(uploads.store.get().map((p) => [p.name, p.errorCode]));
    expect(codes).toEqual({
      'Cả buổi chiều.mp4': 'VIDEO_TOO_LONG',
      'IMG_0003.HEIC': 'LIVE_CLIP_TOO_LONG',
    });
    expect(i18n.t('errors:codes.LIVE_CLIP_TOO_LONG', { lng: 'vi' })).toBe(
      'Chuyển động của Live Photo chỉ được dài tối đa 10 giây.',
    );
    expect(i18n.t('errors:codes.LIVE_CLIP_TOO_LONG', { lng: 'en' })).toBe(
      "A Live Photo's motion may be at most 10 seconds long.",
    );
  });

  it('skips a video over 200 MB before sending it, and a Live Photo whose clip is', () => {
    const upload = vi.fn<Uploader>();
    const uploads = createPhotoUploads({ upload, createPreview: () => null });
    const skipped = uploads.add([
      file('big.mp4', 'video/mp4', VIDEO_LIMITS.maxBytes + 1),
      jpeg('IMG_0005.JPG'),
      file('IMG_0005.MOV', 'video/quicktime', VIDEO_LIMITS.maxBytes + 1),
    ]);
    // the video's own limit, not a photo's 5 MB
    expect(skipped).toEqual([
      { name: 'big.mp4', reason: 'videoTooLarge' },
      { name: 'IMG_0005.JPG', reason: 'videoTooLarge' },
    ]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('says a skipped video is over 200 MB, not 5 MB, and a photo still 5 MB (vi and en)', async () => {
    stubXhr();
    signIn(LAN);
    renderWithProviders(<MemoryForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('photo-input'), [
      file('Đà Lạt.mp4', 'video/mp4', VIDEO_LIMITS.maxBytes + 1),
    ]);
    expect(
      screen.getByText('Đã bỏ qua Đà Lạt.mp4: kích thước video tối đa 200MB'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Đã bỏ qua.*5MB/)).not.toBeInTheDocument();
    expect(FakeXhr.requests).toEqual([]);
    await act(() => i18n.changeLanguage('en'));
    expect(
      screen.getByText('Skipped Đà Lạt.mp4: a video must be at most 200MB'),
    ).toBeInTheDocument();
    expect(i18n.t('memories:photos.reasons.tooLarge')).toBe('file size must be less than 5MB');
  });
});

describe('a memory plays its videos', () => {
  it('shows a ready video with its poster and controls, inline, never playing by itself', () => {
    renderWithProviders(<MemoryVideo image={videoImage('v1')} label="Video 1 of 1" />);
    const video = screen.getByTestId('memory-video');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', expect.stringContaining('1920.webp'));
    expect(screen.getByRole('link', { name: 'Tải bản gốc' })).toHaveAttribute(
      'href',
      expect.stringContaining('original.mov'),
    );
  });

  it('says "preparing" with its progress, and why when it failed', () => {
    renderWithProviders(
      <MemoryVideo
        image={videoImage('v2', { status: 'processing', progress: 0.4, url: null })}
        label="Video"
      />,
    );
    expect(screen.getByText('Đang xử lý video… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    renderWithProviders(
      <MemoryVideo
        image={videoImage('v3', { status: 'failed', failure: 'tooLong', url: null })}
        label="Video"
      />,
    );
    expect(screen.getByText('Video này dài hơn 3 phút.')).toBeInTheDocument();
  });

  it('shows a Live Photo as its still with a LIVE badge and a play button for the keyboard', () => {
    const image = { ...videoImage('l1'), kind: 'live' as const };
    renderWithProviders(<LivePhoto image={image} alt="Live" sizes="100vw" />);
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phát Live Photo' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('a memory with more than one video', () => {
  it('plays the first inline, and shows a later one as a tile with its length that opens large', async () => {
    const memory = makeMemory({
      title: 'Hai video',
      images: [videoImage('v1'), videoImage('v2')],
    });
    renderWithProviders(
      <>
        <MemoryPhotos memory={memory} />
        <ModalHost />
      </>,
    );
    // one player only: the tile has no tiny player whose controls a pill would cover
    expect(screen.getAllByTestId('memory-video')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Tải bản gốc' })).toHaveLength(1);
    const tile = screen.getByRole('button', { name: 'Phát video 2 trên 2 toàn màn hình' });
    expect(tile).toHaveTextContent('0:40');
    await userEvent.click(tile);
    const viewer = await screen.findByTestId('image-viewer');
    expect(within(viewer).getByTestId('viewer-video')).toHaveAttribute(
      'src',
      '/api/files/v2/video.mp4?exp=1&sig=s',
    );
    act(() => closeAllModals());
  });

  it('shows a later video being prepared as its progress, not an empty square', () => {
    const memory = makeMemory({
      images: [
        makeImage('p1'),
        videoImage('v2', { status: 'processing', progress: 0.6, url: null }),
      ],
    });
    renderWithProviders(<MemoryPhotos memory={memory} />);
    expect(screen.getByText('Đang xử lý video… 60%')).toBeInTheDocument();
  });
});

describe('a video that failed to upload', () => {
  const failed = (overrides: Partial<Photo>): Photo => ({
    key: 'k',
    name: 'chuyen-di.mp4',
    status: 'error',
    progress: 0,
    stage: null,
    previewUrl: null,
    image: null,
    uploadId: null,
    errorCode: null,
    file: null,
    kind: 'video',
    ...overrides,
  });
  const tile = (photo: Photo) =>
    renderWithProviders(
      <ul>
        <PhotoTile
          photo={photo}
          index={1}
          count={2}
          onRetry={vi.fn()}
          onRemove={vi.fn()}
          onMove={vi.fn()}
        />
      </ul>,
    );

  it('names a video, and says a file that is no video is not one, with no retry', async () => {
    tile(failed({ errorCode: 'FILE_NOT_IMAGE' }));
    expect(screen.getByText('Không dùng được video này')).toBeInTheDocument();
    expect(
      screen.getByText('Tệp này không phải là video: hãy chọn video MP4, MOV hoặc WebM.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ảnh/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Tải lại/ })).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Cannot use this video')).toBeInTheDocument();
    expect(
      screen.getByText('This file is not a video: choose an MP4, MOV or WebM video.'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
  });

  it.each(['VIDEO_TOO_LONG', 'VIDEO_UNREADABLE', 'LIVE_CLIP_TOO_LONG'])(
    'offers no retry for %s, which would fail again',
    (code) => {
      tile(failed({ errorCode: code, kind: code === 'LIVE_CLIP_TOO_LONG' ? 'live' : 'video' }));
      expect(screen.getByText(/^Không dùng được (video|Live Photo) này$/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Tải lại/ })).toBeNull();
    },
  );

  it('offers a retry for a failure of the network, worded for a video', () => {
    tile(failed({ errorCode: null }));
    expect(screen.getByText('Tải video lên thất bại')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại video chuyen-di.mp4' })).toHaveTextContent(
      'Thử lại',
    );
  });
});
