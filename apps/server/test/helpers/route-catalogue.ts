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
];

export const AUTHENTICATED_ROUTES = ROUTES.filter((route) => route.auth);

/** `/api/items/:id` -> `/api/items/{id}`, as OpenAPI writes paths */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
