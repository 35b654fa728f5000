import type { MemoriesList, Memory, MemoryImage, UploadResult } from '@doita/shared';
import { vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';

export const LAN = makeUser({
  id: 'user-lan',
  displayName: 'Lan',
  email: 'lan@example.com',
  coupleId: 'couple-1',
  coupleStatus: { isConnected: true, daysTogether: 700, anniversaryDate: '2024-02-14' },
});
export const MINH = { id: 'user-minh', displayName: 'Minh', avatarUrl: null };

export function makeImage(id: string, overrides: Partial<MemoryImage> = {}): MemoryImage {
  return {
    id,
    url: `/api/files/${id}/1920.webp?exp=1&sig=s`,
    renditions: [
      { width: 320, url: `/api/files/${id}/320.webp?exp=1&sig=s` },
      { width: 960, url: `/api/files/${id}/960.webp?exp=1&sig=s` },
      { width: 1920, url: `/api/files/${id}/1920.webp?exp=1&sig=s` },
    ],
    placeholder: 'data:image/webp;base64,UklGRg==',
    width: 1600,
    height: 1067,
    originalUrl: `/api/files/${id}/original.jpg?exp=1&sig=s`,
    ...overrides,
  };
}

let counter = 0;
export function makeMemory(overrides: Partial<Memory> = {}): Memory {
  counter += 1;
  return {
    id: `memory-${counter}`,
    title: `Kỷ niệm ${counter}`,
    description: 'Một ngày đẹp trời',
    content: null,
    date: '2025-03-08',
    tags: [],
    location: null,
    mood: null,
    isPrivate: false,
    isFavorite: false,
    images: [],
    createdAt: '2025-03-08T10:00:00.000Z',
    updatedAt: '2025-03-08T10:00:00.000Z',
    createdBy: LAN.id,
    ownerId: LAN.id,
    reactions: [],
    commentCount: 0,
    author: { id: LAN.id, displayName: LAN.displayName, avatarUrl: null },
    ...overrides,
  };
}

/** The memory the server answers a save with: what was sent, its image ids as images. */
export function savedMemory(body: unknown): Memory {
  const sent = body as Partial<Omit<Memory, 'images'>> & { images?: string[] };
  return makeMemory({ ...sent, images: (sent.images ?? []).map((id) => makeImage(id)) });
}

export function listOf(memories: Memory[], totalMemories = memories.length, limit = 10) {
  const body: MemoriesList = {
    memories,
    pagination: { currentPage: 1, totalMemories, totalPages: Math.ceil(totalMemories / limit) },
  };
  return body;
}

export function uploadResult(id: string, name = `${id}.jpg`): UploadResult {
  return {
    id,
    fileUrl: `/api/files/${id}/1920.webp?exp=1&sig=s`,
    fileName: name,
    fileSize: 1000,
    fileType: 'image/jpeg',
    image: makeImage(id),
  };
}

/** A small file the browser would call a JPEG (the size can be faked for the 5 MB rule). */
export function jpeg(name: string, size = 3): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type: 'image/jpeg' });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Every URL fetch was called with (query strings kept). */
export function urlsOf(mock: { mock: { calls: unknown[][] } }): string[] {
  return mock.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url,
  );
}

/** Stubs fetch with one handler that sees the whole URL (query included); unknown: 404. */
export function stubFetch(
  handler: (request: {
    method: string;
    url: URL;
    body: unknown;
  }) => Response | Promise<Response> | undefined,
) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler({ method: (init?.method ?? 'GET').toUpperCase(), url, body });
    return Promise.resolve(answer ?? jsonResponse({ message: 'Not found' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body of a stubbed fetch's call (the first by default). */
export function sentBody(mock: ReturnType<typeof stubFetch>, index = 0): unknown {
  // the place field's suggestions (GET /places) are reads in between: not counted
  const calls = mock.mock.calls.filter(
    ([input]) =>
      !(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes(
        '/places',
      ),
  );
  const body = calls[index]?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}
