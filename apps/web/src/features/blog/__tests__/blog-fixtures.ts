import type { BlogPost, BlogStatistics, UploadResult } from '@doita/shared';

export const LAN = { id: 'user-1', displayName: 'Lan', avatarUrl: null };
export const MINH = { id: 'user-2', displayName: 'Minh', avatarUrl: null };

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'post-1',
    title: 'Đà Lạt mùa dã quỳ',
    excerpt: 'Ba ngày hai đêm giữa sương sớm.',
    customExcerpt: null,
    cover: null,
    tags: ['đà lạt'],
    category: 'travel',
    privacy: 'couple',
    status: 'published',
    readingMinutes: 3,
    likesCount: 2,
    commentsCount: 0,
    likedByMe: false,
    canEdit: false,
    publishedAt: '2026-03-01T03:00:00.000Z',
    createdAt: '2026-03-01T03:00:00.000Z',
    updatedAt: '2026-03-01T03:00:00.000Z',
    author: LAN,
    content: null,
    contentHtml: '<h2>Sáng</h2>\n<p>Trời <strong>đẹp</strong> quá.</p>',
    ...overrides,
  };
}

export const STATISTICS: BlogStatistics = {
  total: 4,
  published: 3,
  drafts: 1,
  likes: 5,
  comments: 2,
  byCategory: [
    { category: 'love', count: 2 },
    { category: 'life', count: 0 },
    { category: 'travel', count: 1 },
    { category: 'food', count: 1 },
    { category: 'memories', count: 0 },
    { category: 'thoughts', count: 0 },
  ],
  byMonth: [
    { month: '2026-02', count: 1 },
    { month: '2026-03', count: 3 },
  ],
};

export const listOf = (posts: BlogPost[], totalPages = 1) => ({
  posts,
  pagination: { currentPage: 1, totalPosts: posts.length, totalPages },
});

export const noComments = {
  comments: [],
  pagination: { currentPage: 1, totalComments: 0, totalPages: 0 },
};

/** What POST /upload/single answers for an image. */
export function uploadResult(id: string): UploadResult {
  const url = (name: string) => `/api/files/${id}/${name}?exp=1&sig=s`;
  return {
    id,
    fileUrl: url('1920.webp'),
    fileName: `${id}.png`,
    fileSize: 1000,
    fileType: 'image/png',
    image: {
      id,
      url: url('1920.webp'),
      renditions: [320, 960, 1920].map((width) => ({ width, url: url(`${width}.webp`) })),
      placeholder: 'data:image/webp;base64,UklGRg==',
      width: 1600,
      height: 1067,
      originalUrl: url('original.png'),
    },
  };
}
