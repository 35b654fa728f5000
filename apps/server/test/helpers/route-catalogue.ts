import { randomUUID } from 'node:crypto';
import { emptyPlan } from '../../src/modules/portability/archive-writer.js';
import { createImportOffersRepository } from '../../src/modules/portability/import-offers-repository.js';
import { summaryOf } from '../../src/modules/portability/import-offers-service.js';
import type { TestApp, TestUser } from './test-app.js';
import { authHeader } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every API route, once. The access matrix, the fuzz test and the OpenAPI test all
 * read this list, and the OpenAPI test fails when a route exists that is not here:
 * a new route is one new line (plus, for a route naming someone's resource, how to
 * make one for the access matrix's stranger check).
 */
export interface RouteSpec {
  method: Method;
  /** as registered, `:param` style */
  url: string;
  auth: boolean;
  /**
   * A valid body: the access matrix sends it so a 401 is about the token, not the body;
   * the fuzz test mutates it one field at a time.
   */
  body?: (ctx: TestApp, user: TestUser) => unknown;
  query?: Record<string, string>;
  /**
   * For routes naming a resource: creates one owned by `owner` and returns the URL
   * to it. A stranger's token must then get 404, never the resource.
   */
  ownedResourceUrl?: (ctx: TestApp, owner: TestUser) => Promise<string>;
}

const PROFILE = {
  displayName: 'Lan',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  bio: 'hello',
  dateOfBirth: '1995-02-28',
  phone: '+84 90 123 4567',
};

/** A private memory: valid for anyone, couple or not. */
export const MEMORY = {
  title: 'Kỷ niệm Đà Lạt',
  description: 'Đồi thông và sương sớm',
  date: '2025-12-24',
  tags: ['travel'],
  mood: 'romantic',
  isPrivate: true,
};

function ownedMemoryUrl(suffix = '') {
  return async (ctx: TestApp, owner: TestUser) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/memories',
      headers: authHeader(owner.token),
      payload: MEMORY,
    });
    const { memory } = res.json<{ memory?: { id: string } }>();
    if (!memory) throw new Error(`no memory: ${res.body}`);
    return `/api/memories/${memory.id}${suffix}`;
  };
}

/** A memory `owner` made and put in the trash; its trash URL (plus `suffix`). */
function trashedMemoryUrl(suffix = '') {
  return async (ctx: TestApp, owner: TestUser) => {
    const url = await ownedMemoryUrl()(ctx, owner);
    const res = await ctx.app.inject({ method: 'DELETE', url, headers: authHeader(owner.token) });
    if (res.statusCode !== 200) throw new Error(`not trashed: ${res.body}`);
    return `/api/trash/memory/${url.split('/').pop()}${suffix}`;
  };
}

/** Connects `owner` with a new partner and makes one of their reminders; its URL. */
async function reminderOf(ctx: TestApp, owner: TestUser, suffix = ''): Promise<string> {
  const partner = await ctx.registerUser();
  const invite = await ctx.app.inject({
    method: 'POST',
    url: '/api/couple/connect',
    headers: authHeader(owner.token),
    payload: { partnerEmail: partner.email },
  });
  const coupleId = invite.json<{ couple: { id: string } }>().couple.id;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/couple/respond',
    headers: authHeader(partner.token),
    payload: { coupleId, action: 'accept' },
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/reminders',
    headers: authHeader(owner.token),
    payload: REMINDER(ctx),
  });
  const id = created.json<{ reminder?: { id: string } }>().reminder?.id;
  if (!id) throw new Error(`no reminder: ${created.body}`);
  return `/api/reminders/${id}${suffix}`;
}

/** Connects `owner` with a new partner, who comments on the owner's shared memory; its URL. */
async function memoryCommentOf(ctx: TestApp, owner: TestUser): Promise<string> {
  const partner = await ctx.registerUser();
  const invite = await ctx.app.inject({
    method: 'POST',
    url: '/api/couple/connect',
    headers: authHeader(owner.token),
    payload: { partnerEmail: partner.email },
  });
  const coupleId = invite.json<{ couple: { id: string } }>().couple.id;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/couple/respond',
    headers: authHeader(partner.token),
    payload: { coupleId, action: 'accept' },
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/memories',
    headers: authHeader(owner.token),
    payload: { ...MEMORY, isPrivate: false },
  });
  const memoryId = created.json<{ memory?: { id: string } }>().memory?.id;
  if (!memoryId) throw new Error(`no memory: ${created.body}`);
  const commented = await ctx.app.inject({
    method: 'POST',
    url: `/api/memories/${memoryId}/comments`,
    headers: authHeader(owner.token),
    payload: { content: 'Nhớ quá' },
  });
  const commentId = commented.json<{ comment?: { id: string } }>().comment?.id;
  if (!commentId) throw new Error(`no comment: ${commented.body}`);
  return `/api/memories/${memoryId}/comments/${commentId}`;
}

const REMINDER = (ctx: TestApp) => ({
  title: 'Sinh nhật em',
  description: 'Bánh kem',
  datetime: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(),
  type: 'birthday',
  isRecurring: true,
  recurringType: 'yearly',
});
/** The owner's push subscription (a public https endpoint of its own); its URL. */
async function ownedPushSubscriptionUrl(ctx: TestApp, owner: TestUser): Promise<string> {
  const subscribed = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: authHeader(owner.token),
    payload: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${owner.user.id}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
  });
  if (subscribed.statusCode !== 201) throw new Error(`no subscription: ${subscribed.body}`);
  const listed = await ctx.app.inject({
    method: 'GET',
    url: '/api/push/subscriptions',
    headers: authHeader(owner.token),
  });
  const id = listed.json<{ subscriptions: { id: string }[] }>().subscriptions[0]?.id;
  if (!id) throw new Error(`no subscription listed: ${listed.body}`);
  return `/api/push/subscriptions/${id}`;
}

/** A private post with some text: valid for anyone, couple or not, and publishable. */
export const BLOG_POST = {
  title: 'Nhật ký Đà Lạt',
  content: 'Sáng nay **sương** dày, hai đứa đi bộ quanh hồ.',
  category: 'travel',
  privacy: 'private',
  tags: ['đà lạt'],
};

async function newPost(ctx: TestApp, owner: TestUser): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/posts',
    headers: authHeader(owner.token),
    payload: BLOG_POST,
  });
  const { post } = res.json<{ post?: { id: string } }>();
  if (!post) throw new Error(`no post: ${res.body}`);
  return post.id;
}

function ownedPostUrl(suffix = '') {
  return async (ctx: TestApp, owner: TestUser) =>
    `/api/blog/posts/${await newPost(ctx, owner)}${suffix}`;
}

/** The owner's export (a job row; its ZIP is built in the background). */
async function ownedExportUrl(ctx: TestApp, owner: TestUser): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/exports',
    headers: authHeader(owner.token),
  });
  const started = res.json<{ export?: { id: string } }>().export;
  if (!started) throw new Error(`no export: ${res.body}`);
  return `/api/exports/${started.id}`;
}

/** The owner's import (of a file that is not a ZIP: the job fails, the row stays). */
async function ownedImportUrl(ctx: TestApp, owner: TestUser): Promise<string> {
  const boundary = 'doitaimport';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: {
      ...authHeader(owner.token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\n` +
      `Content-Type: application/zip\r\n\r\nnot a zip\r\n--${boundary}--\r\n`,
  });
  const started = res.json<{ import?: { id: string } }>().import;
  if (!started) throw new Error(`no import: ${res.body}`);
  return `/api/imports/${started.id}`;
}

/**
 * Items an import held for the owner (as an import whose archive names the owner leaves
 * them), from another person who is not, or no longer, the owner's partner.
 */
function ownedOfferUrl(suffix: string) {
  return async (ctx: TestApp, owner: TestUser) => {
    const importer = await ctx.registerUser();
    const id = randomUUID();
    await createImportOffersRepository(ctx.database.db).insert({
      id,
      fromUserId: importer.user.id,
      toUserId: owner.user.id,
      people: { user: 'archive-user', partner: 'archive-partner' },
      plan: emptyPlan(),
      photos: {},
      summary: summaryOf(emptyPlan(), 0),
      createdAt: ctx.clock.now(),
    });
    return `/api/imports/offers/${id}${suffix}`;
  };
}

/** The owner's post with the owner's comment on it. */
async function ownedCommentUrl(ctx: TestApp, owner: TestUser): Promise<string> {
  const id = await newPost(ctx, owner);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/blog/posts/${id}/comments`,
    headers: authHeader(owner.token),
    payload: { content: 'Nhớ quá' },
  });
  const { comment } = res.json<{ comment?: { id: string } }>();
  if (!comment) throw new Error(`no comment: ${res.body}`);
  return `/api/blog/posts/${id}/comments/${comment.id}`;
}

export const ROUTES: RouteSpec[] = [
  { method: 'GET', url: '/api/health', auth: false },
  { method: 'GET', url: '/api/health/ready', auth: false },

  {
    method: 'POST',
    url: '/api/auth/register',
    auth: false,
    body: (ctx) => ({
      email: ctx.uniqueEmail(),
      password: 'Abcdefg-1',
      displayName: 'Fuzzy',
      language: 'en',
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    auth: false,
    body: (_, u) => ({ email: u.email, password: u.password, rememberMe: true }),
  },
  {
    method: 'POST',
    url: '/api/auth/refresh',
    auth: false,
    body: (_, u) => ({ refreshToken: u.refreshToken }),
  },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    auth: false,
    body: (_, u) => ({ email: u.email }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    auth: false,
    body: () => ({ token: 'A'.repeat(43), newPassword: 'Abcdefg-1' }),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    auth: false,
    body: () => ({ token: 'A'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/auth/logout',
    auth: true,
    body: (_, u) => ({ refreshToken: u.refreshToken }),
  },
  {
    method: 'POST',
    url: '/api/auth/logout-others',
    auth: true,
    body: (_, u) => ({ refreshToken: u.refreshToken }),
  },
  { method: 'GET', url: '/api/auth/sessions', auth: true },
  { method: 'POST', url: '/api/auth/resend-verification', auth: true },
  { method: 'GET', url: '/api/auth/profile', auth: true },
  { method: 'PUT', url: '/api/auth/profile', auth: true, body: () => PROFILE },
  {
    method: 'PUT',
    url: '/api/auth/change-password',
    auth: true,
    body: (_, u) => ({ currentPassword: u.password, newPassword: 'Another-Pass-1' }),
  },

  { method: 'GET', url: '/api/user/me', auth: true },
  { method: 'PUT', url: '/api/user/me', auth: true, body: () => PROFILE },
  {
    method: 'PUT',
    url: '/api/user/change-password',
    auth: true,
    body: (_, u) => ({ currentPassword: u.password, newPassword: 'Another-Pass-1' }),
  },
  // The avatar: the body names an upload; someone else's is refused (test/profile-avatar.test.ts).
  {
    method: 'PUT',
    url: '/api/user/avatar',
    auth: true,
    body: () => ({ uploadId: 'no-such-upload' }),
  },
  { method: 'DELETE', url: '/api/user/avatar', auth: true },
  // Deletes whoever calls it with their own password (test/account-deletion.test.ts).
  {
    method: 'DELETE',
    url: '/api/user/me',
    auth: true,
    body: (_, u) => ({ password: u.password }),
  },
  // Finding someone by their exact e-mail is this route's purpose (partner invitation).
  { method: 'GET', url: '/api/users/search', auth: true, query: { email: 'someone@example.com' } },

  // The couple. Bodies name nobody real, so the caller meets the "not found" answers
  // (a stranger answering someone else's invitation: test/couple-*.test.ts).
  { method: 'GET', url: '/api/couple/connection', auth: true },
  {
    method: 'POST',
    url: '/api/couple/connect',
    auth: true,
    body: () => ({ partnerEmail: 'nobody-here@example.com', anniversaryDate: '2024-02-29' }),
  },
  {
    method: 'POST',
    url: '/api/couple/respond',
    auth: true,
    body: () => ({ coupleId: 'no-such-couple', action: 'accept' }),
  },
  { method: 'GET', url: '/api/couple/invitations', auth: true },
  { method: 'DELETE', url: '/api/couple/disconnect', auth: true },
  { method: 'DELETE', url: '/api/couple/invitation', auth: true },
  {
    method: 'PUT',
    url: '/api/couple/update',
    auth: true,
    body: () => ({ anniversaryDate: '2024-02-29' }),
  },
  {
    method: 'PUT',
    url: '/api/user/anniversary',
    auth: true,
    body: () => ({ anniversaryDate: '2024-02-29' }),
  },
  { method: 'POST', url: '/api/couple/generate-code', auth: true },
  { method: 'POST', url: '/api/couple/join', auth: true, body: () => ({ code: 'ABCD-EFGH' }) },

  // Notifications.
  { method: 'GET', url: '/api/notifications', auth: true, query: { limit: '5' } },
  {
    method: 'PATCH',
    url: '/api/notifications/:id/read',
    auth: true,
    // An invitation to the owner leaves a notification in their bell.
    ownedResourceUrl: async (ctx, owner) => {
      const inviter = await ctx.registerUser();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/couple/connect',
        headers: authHeader(inviter.token),
        payload: { partnerEmail: owner.email },
      });
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: authHeader(owner.token),
      });
      const [first] = list.json<{ notifications: { id: string }[] }>().notifications;
      if (!first) throw new Error(`no notification: ${list.body}`);
      return `/api/notifications/${first.id}/read`;
    },
  },
  { method: 'POST', url: '/api/notifications/read-all', auth: true },

  // Dashboard and timeline (issue 6): what they show is the caller's own (and their couple's).
  { method: 'GET', url: '/api/dashboard', auth: true },
  { method: 'GET', url: '/api/timeline', auth: true, query: { filter: 'all', limit: '5' } },

  // Uploads: the access matrix sends no file (400 for the owner); test/uploads.test.ts sends real ones.
  { method: 'POST', url: '/api/upload/single', auth: true },
  { method: 'GET', url: '/api/files/:id/:file', auth: false },

  // Memories. A private memory needs no couple, so any one user can own one.
  { method: 'GET', url: '/api/memories', auth: true, query: { page: '1', limit: '5' } },
  { method: 'GET', url: '/api/memories/search', auth: true, query: { q: 'ky niem da lat' } },
  { method: 'GET', url: '/api/memories/tags', auth: true },
  { method: 'GET', url: '/api/memories/tag/:tag', auth: true },
  { method: 'GET', url: '/api/memories/timeline', auth: true, query: { year: '2025' } },
  { method: 'GET', url: '/api/memories/statistics', auth: true },
  {
    method: 'POST',
    url: '/api/memories',
    auth: true,
    body: () => MEMORY,
  },
  { method: 'GET', url: '/api/memories/:id', auth: true, ownedResourceUrl: ownedMemoryUrl() },
  {
    method: 'PUT',
    url: '/api/memories/:id',
    auth: true,
    body: () => ({ title: 'Đổi tên' }),
    ownedResourceUrl: ownedMemoryUrl(),
  },
  { method: 'DELETE', url: '/api/memories/:id', auth: true, ownedResourceUrl: ownedMemoryUrl() },
  {
    method: 'PATCH',
    url: '/api/memories/:id/favorite',
    auth: true,
    ownedResourceUrl: ownedMemoryUrl('/favorite'),
  },
  // The trash (issue 18): a stranger naming someone's trashed item gets 404.
  { method: 'GET', url: '/api/trash', auth: true },
  {
    method: 'POST',
    url: '/api/trash/:kind/:id/restore',
    auth: true,
    ownedResourceUrl: trashedMemoryUrl('/restore'),
  },
  {
    method: 'DELETE',
    url: '/api/trash/:kind/:id',
    auth: true,
    ownedResourceUrl: trashedMemoryUrl(),
  },
  // Reactions and comments (issue 16).
  {
    method: 'PUT',
    url: '/api/memories/:id/reaction',
    auth: true,
    body: () => ({ emoji: '❤️' }),
    ownedResourceUrl: ownedMemoryUrl('/reaction'),
  },
  {
    method: 'DELETE',
    url: '/api/memories/:id/reaction',
    auth: true,
    ownedResourceUrl: ownedMemoryUrl('/reaction'),
  },
  {
    method: 'GET',
    url: '/api/memories/:id/comments',
    auth: true,
    query: { limit: '5' },
    ownedResourceUrl: ownedMemoryUrl('/comments'),
  },
  {
    method: 'POST',
    url: '/api/memories/:id/comments',
    auth: true,
    body: () => ({ content: 'Nhớ quá 😍' }),
    ownedResourceUrl: ownedMemoryUrl('/comments'),
  },
  {
    method: 'PUT',
    url: '/api/memories/:id/comments/:commentId',
    auth: true,
    body: () => ({ content: 'Nhớ lắm' }),
    ownedResourceUrl: memoryCommentOf,
  },
  {
    method: 'DELETE',
    url: '/api/memories/:id/comments/:commentId',
    auth: true,
    ownedResourceUrl: memoryCommentOf,
  },
  // Preferences.
  { method: 'GET', url: '/api/user/preferences', auth: true },
  {
    method: 'PUT',
    url: '/api/user/preferences',
    auth: true,
    body: () => ({ timeZone: 'Europe/Paris', language: 'en', notifications: { email: true } }),
  },

  // Reminders: every route naming one gets a stranger's 404 checked.
  {
    method: 'GET',
    url: '/api/reminders',
    auth: true,
    query: { page: '1', limit: '10', filter: 'pending' },
  },
  { method: 'POST', url: '/api/reminders', auth: true, body: (ctx) => REMINDER(ctx) },
  { method: 'GET', url: '/api/reminders/upcoming', auth: true, query: { days: '7' } },
  { method: 'GET', url: '/api/reminders/overdue', auth: true },
  { method: 'GET', url: '/api/reminders/type/:type', auth: true },
  { method: 'GET', url: '/api/reminders/date/:date', auth: true },
  { method: 'GET', url: '/api/reminders/search', auth: true, query: { q: 'sinh nhat' } },
  { method: 'GET', url: '/api/reminders/statistics', auth: true },
  { method: 'GET', url: '/api/reminders/recurring', auth: true },
  {
    method: 'GET',
    url: '/api/reminders/:id',
    auth: true,
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o),
  },
  {
    method: 'PUT',
    url: '/api/reminders/:id',
    auth: true,
    body: () => ({ title: 'Đổi tên', description: 'mới' }),
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o),
  },
  {
    method: 'DELETE',
    url: '/api/reminders/:id',
    auth: true,
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o),
  },
  {
    method: 'PATCH',
    url: '/api/reminders/:id/complete',
    auth: true,
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o, '/complete'),
  },
  {
    method: 'PATCH',
    url: '/api/reminders/:id/incomplete',
    auth: true,
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o, '/incomplete'),
  },
  {
    method: 'PATCH',
    url: '/api/reminders/:id/snooze',
    auth: true,
    body: (ctx) => ({ snoozeUntil: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString() }),
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o, '/snooze'),
  },
  {
    method: 'PATCH',
    url: '/api/reminders/:id/recurring',
    auth: true,
    body: () => ({ isRecurring: true, recurringType: 'monthly' }),
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o, '/recurring'),
  },
  {
    method: 'GET',
    url: '/api/reminders/:id/history',
    auth: true,
    ownedResourceUrl: (ctx, o) => reminderOf(ctx, o, '/history'),
  },

  // Delivery: push subscriptions, the event stream, the calendar feed.
  { method: 'GET', url: '/api/push/public-key', auth: true },
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    auth: true,
    body: () => ({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions',
    auth: true,
    body: () => ({ endpoint: 'https://push.example.com/send/abc' }),
  },
  { method: 'GET', url: '/api/push/subscriptions', auth: true },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions/:id',
    auth: true,
    ownedResourceUrl: ownedPushSubscriptionUrl,
  },
  { method: 'POST', url: '/api/events/ticket', auth: true },
  // Its credential is the ticket in the query (EventSource sends no header): 401 without a live one.
  { method: 'GET', url: '/api/events', auth: false, query: { ticket: 'not-a-ticket' } },
  { method: 'GET', url: '/api/calendar/subscription', auth: true },
  { method: 'POST', url: '/api/calendar/subscription', auth: true },
  { method: 'DELETE', url: '/api/calendar/subscription', auth: true },
  // The link's secret is the credential: an unknown one is 404.
  { method: 'GET', url: '/api/calendar/:token.ics', auth: false },

  // The blog. Guests read public posts, so the reading routes are `auth: false` here (no
  // token is a guest, not a 401); test/blog-guests.test.ts checks that a bad token on them
  // is still 401 and that a guest reaches only public published posts.
  { method: 'GET', url: '/api/blog/posts', auth: false, query: { page: '1', limit: '5' } },
  { method: 'GET', url: '/api/blog/posts/categories', auth: false },
  { method: 'GET', url: '/api/blog/posts/tags', auth: false, query: { scope: 'public' } },
  { method: 'GET', url: '/api/blog/posts/statistics', auth: true },
  {
    method: 'POST',
    url: '/api/blog/posts/preview',
    auth: true,
    body: () => ({ content: '## Xin chào\n\n[link](https://example.com)' }),
  },
  { method: 'GET', url: '/api/blog/posts/:id', auth: false },
  { method: 'POST', url: '/api/blog/posts', auth: true, body: () => BLOG_POST },
  {
    method: 'PUT',
    url: '/api/blog/posts/:id',
    auth: true,
    body: () => ({ title: 'Đổi tên', tags: ['hồ xuân hương'] }),
    ownedResourceUrl: ownedPostUrl(),
  },
  { method: 'DELETE', url: '/api/blog/posts/:id', auth: true, ownedResourceUrl: ownedPostUrl() },
  {
    method: 'POST',
    url: '/api/blog/posts/:id/publish',
    auth: true,
    ownedResourceUrl: ownedPostUrl('/publish'),
  },
  {
    method: 'POST',
    url: '/api/blog/posts/:id/unpublish',
    auth: true,
    ownedResourceUrl: ownedPostUrl('/unpublish'),
  },
  {
    method: 'POST',
    url: '/api/blog/posts/:id/like',
    auth: true,
    ownedResourceUrl: ownedPostUrl('/like'),
  },
  {
    method: 'DELETE',
    url: '/api/blog/posts/:id/like',
    auth: true,
    ownedResourceUrl: ownedPostUrl('/like'),
  },
  { method: 'GET', url: '/api/blog/posts/:id/comments', auth: false },
  {
    method: 'POST',
    url: '/api/blog/posts/:id/comments',
    auth: true,
    body: () => ({ content: 'Đẹp quá!' }),
    ownedResourceUrl: ownedPostUrl('/comments'),
  },
  {
    method: 'DELETE',
    url: '/api/blog/posts/:id/comments/:commentId',
    auth: true,
    ownedResourceUrl: ownedCommentUrl,
  },
  { method: 'GET', url: '/api/blog/posts/:id/cover', auth: false },

  // Export and import (issue 18).
  { method: 'POST', url: '/api/exports', auth: true },
  { method: 'GET', url: '/api/exports/:id', auth: true, ownedResourceUrl: ownedExportUrl },
  {
    method: 'POST',
    url: '/api/exports/:id/download-link',
    auth: true,
    ownedResourceUrl: async (ctx, owner) => `${await ownedExportUrl(ctx, owner)}/download-link`,
  },
  // Opened by its link's ticket, with no token at all (export-access.test.ts).
  { method: 'GET', url: '/api/exports/:id/download', auth: false, query: { ticket: 'x' } },
  { method: 'POST', url: '/api/imports', auth: true },
  { method: 'GET', url: '/api/imports/:id', auth: true, ownedResourceUrl: ownedImportUrl },
  { method: 'GET', url: '/api/imports/offers', auth: true },
  {
    method: 'POST',
    url: '/api/imports/offers/:id/accept',
    auth: true,
    ownedResourceUrl: ownedOfferUrl('/accept'),
  },
  {
    method: 'POST',
    url: '/api/imports/offers/:id/decline',
    auth: true,
    ownedResourceUrl: ownedOfferUrl('/decline'),
  },
];

export const AUTHENTICATED_ROUTES = ROUTES.filter((route) => route.auth);

/** `/api/items/:id` -> `/api/items/{id}`, as OpenAPI writes paths */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
