import type { BlogComment, BlogList, BlogPost } from '@doita/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { as } from './couple.js';
import type { Method } from './route-catalogue.js';
import type { TestApp, TestUser } from './test-app.js';

export const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Đà Lạt mùa hoa',
  content: 'Hai đứa đi **Đà Lạt** ngắm hoa dã quỳ.',
  category: 'travel',
  ...overrides,
});

/** Writes a post (private draft unless told) and returns it. */
export async function createPost(
  ctx: TestApp,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<BlogPost> {
  const res = await as(ctx, user, 'POST', '/api/blog/posts', postBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ post: BlogPost }>().post;
}

/** A call without any Authorization header: a guest. */
export function asGuest(
  ctx: TestApp,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
}

/** GET as a user, or as a guest when `user` is null. */
export function read(ctx: TestApp, user: TestUser | null, url: string) {
  return user ? as(ctx, user, 'GET', url) : asGuest(ctx, 'GET', url);
}

export async function listPosts(
  ctx: TestApp,
  user: TestUser | null,
  url = '/api/blog/posts?limit=50',
): Promise<BlogList> {
  const res = await read(ctx, user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BlogList>();
}

export const titlesOf = (list: BlogList) => list.posts.map((post) => post.title);

export async function addComment(ctx: TestApp, user: TestUser, postId: string, content: string) {
  const res = await as(ctx, user, 'POST', `/api/blog/posts/${postId}/comments`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ comment: BlogComment; commentsCount: number }>();
}
