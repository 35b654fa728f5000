import type { Album, AlbumMemory, Image, ShareLink, SharedView } from '@doita/shared';
import { makeUser } from '@/test/fixtures';

export const AN = makeUser({
  id: 'an',
  displayName: 'An',
  coupleId: 'couple-1',
  coupleStatus: { isConnected: true, daysTogether: 120, anniversaryDate: null },
});

export const image = (id: string): Image => ({
  id,
  url: `/api/files/${id}/960.webp?l=link-1&exp=1&sig=x`,
  renditions: [{ width: 960, url: `/api/files/${id}/960.webp?l=link-1&exp=1&sig=x` }],
  placeholder: null,
  width: 960,
  height: 720,
  originalUrl: null,
});

export function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'album-1',
    name: 'Đà Lạt',
    description: 'Ba ngày mưa',
    cover: image('u1'),
    coverUploadId: null,
    memoryCount: 2,
    ownerId: 'an',
    canManage: true,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAlbumMemory(overrides: Partial<AlbumMemory> = {}): AlbumMemory {
  return {
    id: 'm1',
    title: 'Đồi thông',
    description: 'Sương sớm',
    date: '2025-12-24',
    location: 'Đà Lạt',
    images: [image('u1')],
    ...overrides,
  };
}

export function makeShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: 'link-1',
    url: `http://localhost/s/${'a'.repeat(43)}`,
    target: { kind: 'album', id: 'album-1', title: 'Đà Lạt' },
    expiresAt: '2026-04-01T00:00:00.000Z',
    expired: false,
    hasPasscode: true,
    viewCount: 3,
    lastViewedAt: null,
    createdBy: 'an',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSharedView(overrides: Partial<SharedView> = {}): SharedView {
  return {
    kind: 'album',
    title: 'Đà Lạt',
    description: 'Ba ngày mưa',
    cover: image('u1'),
    coupleNames: ['An', 'Bình'],
    expiresAt: null,
    memories: [makeAlbumMemory()],
    pagination: { currentPage: 1, totalMemories: 1, totalPages: 1 },
    ...overrides,
  };
}

export const hrefOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A video (or, with `kind: 'live'`, a Live Photo) as a link or an album sends it. */
export function motion(
  id: string,
  kind: 'video' | 'live',
  video: Partial<NonNullable<Image['video']>> = {},
): Image {
  const ready = (video.status ?? 'ready') === 'ready';
  return {
    ...image(id),
    url: ready ? image(id).url : '',
    renditions: ready ? image(id).renditions : [],
    kind,
    video: {
      status: 'ready',
      progress: 1,
      failure: null,
      durationMs: 5_000,
      url: ready ? `/api/files/${id}/video.mp4?l=link-1&exp=1&sig=x` : null,
      originalUrl: ready ? `/api/files/${id}/original.mov?l=link-1&exp=1&sig=x` : null,
      ...video,
    },
  };
}
