import { randomUUID } from 'node:crypto';
import { blogContract, listContract, memoriesContract, remindersContract } from '@doita/shared';
import { emptyPlan } from '../../src/modules/portability/archive-writer.js';
import { createImportOffersRepository } from '../../src/modules/portability/import-offers-repository.js';
import { summaryOf } from '../../src/modules/portability/import-offers-service.js';
import { uploadImage } from './images.js';
import { signInAgain } from './sessions.js';
import { createSoftAuthenticator } from './soft-authenticator.js';
import type { TestApp, TestUser } from './test-app.js';
import { PUBLIC_URL, authHeader } from './test-app.js';

/** Makes something `owner` owns and returns its URL (`/api/memories/abc`). */
export type MakeOwned = (ctx: TestApp, owner: TestUser) => Promise<string>;

const MEMORY = memoriesContract.create.example.body;

async function post<T>(ctx: TestApp, owner: TestUser, url: string, payload?: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: authHeader(owner.token),
    ...(payload ? { payload } : {}),
  });
  return { body: res.body, json: res.json<Partial<T>>() };
}

async function memory(ctx: TestApp, owner: TestUser, shared = false): Promise<string> {
  const res = await post<{ memory: { id: string } }>(ctx, owner, '/api/memories', {
    ...MEMORY,
    isPrivate: !shared,
  });
  if (!res.json.memory) throw new Error(`no memory: ${res.body}`);
  return `/api/memories/${res.json.memory.id}`;
}

/** Connects `owner` with a new partner, who is returned. */
async function partnerOf(ctx: TestApp, owner: TestUser): Promise<TestUser> {
  const partner = await ctx.registerUser();
  const invite = await post<{ couple: { id: string } }>(ctx, owner, '/api/couple/connect', {
    partnerEmail: partner.email,
  });
  await post(ctx, partner, '/api/couple/respond', {
    coupleId: invite.json.couple?.id,
    action: 'accept',
  });
  return partner;
}

/** An album of the owner's couple (with a new partner) holding one shared memory of theirs. */
async function album(ctx: TestApp, owner: TestUser) {
  await partnerOf(ctx, owner);
  const memoryId = (await memory(ctx, owner, true)).split('/').pop()!;
  const res = await post<{ album: { id: string } }>(ctx, owner, '/api/albums', {
    name: 'Album',
    memoryIds: [memoryId],
  });
  if (!res.json.album) throw new Error(`no album: ${res.body}`);
  return { url: `/api/albums/${res.json.album.id}`, memoryId };
}

async function blogPost(ctx: TestApp, owner: TestUser): Promise<string> {
  const res = await post<{ post: { id: string } }>(
    ctx,
    owner,
    '/api/blog/posts',
    blogContract.create.example.body,
  );
  if (!res.json.post) throw new Error(`no post: ${res.body}`);
  return `/api/blog/posts/${res.json.post.id}`;
}

async function commentOn(ctx: TestApp, owner: TestUser, url: string): Promise<string> {
  const res = await post<{ comment: { id: string } }>(ctx, owner, `${url}/comments`, {
    content: 'Nhớ quá',
  });
  if (!res.json.comment) throw new Error(`no comment: ${res.body}`);
  return `${url}/comments/${res.json.comment.id}`;
}

/**
 * Who owns what a signed-in path names, by the resource it names (the path up to its last
 * parameter), not by endpoint: `/api/memories/:id/favorite` and every other endpoint under
 * a memory use the one maker of `/memories/:id`. `null` for a parameter that names nobody's
 * resource (a tag, a type, a day). The access matrix makes the resource for its owner and
 * expects a stranger's token to get 404; it fails on a signed-in path missing here.
 */
export const OWNED_RESOURCES: Record<string, MakeOwned | null> = {
  // A private memory needs no couple, so any one user can own one.
  '/memories/:id': (ctx, owner) => memory(ctx, owner),
  // A comment needs a couple: the partner comments on the owner's shared memory.
  '/memories/:id/comments/:commentId': async (ctx, owner) => {
    await partnerOf(ctx, owner);
    return commentOn(ctx, owner, await memory(ctx, owner, true));
  },
  '/memories/tag/:tag': null,
  // One of the owner's uploads, not yet in a memory (its uploader alone sees it).
  '/uploads/:id': async (ctx, owner) => `/api/uploads/${(await uploadImage(ctx, owner)).id}`,
  // A memory the owner deleted, named by its trash URL.
  '/trash/:kind/:id': async (ctx, owner) => {
    const url = await memory(ctx, owner);
    const res = await ctx.app.inject({ method: 'DELETE', url, headers: authHeader(owner.token) });
    if (res.statusCode !== 200) throw new Error(`not trashed: ${res.body}`);
    return `/api/trash/memory/${url.split('/').pop()}`;
  },
  // One of the owner's reminders in a couple (a reminder belongs to the couple's author).
  '/reminders/:id': async (ctx, owner) => {
    await partnerOf(ctx, owner);
    const res = await post<{ reminder: { id: string } }>(ctx, owner, '/api/reminders', {
      ...remindersContract.create.example.body,
      datetime: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(),
    });
    if (!res.json.reminder) throw new Error(`no reminder: ${res.body}`);
    return `/api/reminders/${res.json.reminder.id}`;
  },
  '/reminders/type/:type': null,
  // A letter the owner wrote to a new partner (a letter needs one), opening in a month.
  '/letters/:id': async (ctx, owner) => {
    await partnerOf(ctx, owner);
    const inAMonth = new Date(ctx.clock.now().getTime() + 30 * 86_400_000);
    const opensOn = inAMonth.toISOString().slice(0, 10);
    const res = await post<{ id: string }>(ctx, owner, '/api/letters', {
      to: 'partner',
      opensOn,
      text: 'Thư gửi tương lai',
    });
    if (!res.json.id) throw new Error(`no letter: ${res.body}`);
    return `/api/letters/${res.json.id}`;
  },
  // A message the owner sent to a new partner (a conversation needs a couple).
  '/messages/:id': async (ctx, owner) => {
    await partnerOf(ctx, owner);
    const res = await post<{ id: string }>(ctx, owner, '/api/messages', { text: 'Nhớ em' });
    if (!res.json.id) throw new Error(`no message: ${res.body}`);
    return `/api/messages/${res.json.id}`;
  },
  // An album of the owner's couple (an album needs one) holding a shared memory of theirs.
  '/albums/:id': async (ctx, owner) => (await album(ctx, owner)).url,
  '/albums/:id/memories/:memoryId': async (ctx, owner) => {
    const made = await album(ctx, owner);
    return `${made.url}/memories/${made.memoryId}`;
  },
  // A share link of the owner's couple, to that album.
  '/share-links/:id': async (ctx, owner) => {
    const made = await album(ctx, owner);
    const res = await post<{ shareLink: { id: string } }>(ctx, owner, '/api/share-links', {
      albumId: made.url.split('/').pop(),
    });
    if (!res.json.shareLink) throw new Error(`no share link: ${res.body}`);
    return `/api/share-links/${res.json.shareLink.id}`;
  },
  // An item of the owner's list (a list item needs a couple).
  '/list-items/:id': async (ctx, owner) => {
    await partnerOf(ctx, owner);
    const res = await post<{ item: { id: string } }>(
      ctx,
      owner,
      '/api/list-items',
      listContract.create.example.body,
    );
    if (!res.json.item) throw new Error(`no list item: ${res.body}`);
    return `/api/list-items/${res.json.item.id}`;
  },
  '/reminders/date/:date': null,
  // An invitation to the owner leaves a notification in their bell.
  '/notifications/:id': async (ctx, owner) => {
    const inviter = await ctx.registerUser();
    await post(ctx, inviter, '/api/couple/connect', { partnerEmail: owner.email });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: authHeader(owner.token),
    });
    const [first] = list.json<{ notifications: { id: string }[] }>().notifications;
    if (!first) throw new Error(`no notification: ${list.body}`);
    return `/api/notifications/${first.id}`;
  },
  // The owner's push subscription (a public https endpoint of its own).
  '/push/subscriptions/:id': async (ctx, owner) => {
    const subscribed = await post(ctx, owner, '/api/push/subscriptions', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${owner.user.id}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: authHeader(owner.token),
    });
    const id = listed.json<{ subscriptions: { id: string }[] }>().subscriptions[0]?.id;
    if (!id) throw new Error(`no subscription: ${subscribed.body} ${listed.body}`);
    return `/api/push/subscriptions/${id}`;
  },
  '/blog/posts/:id': blogPost,
  // The owner's post with the owner's comment on it.
  '/blog/posts/:id/comments/:commentId': async (ctx, owner) =>
    commentOn(ctx, owner, await blogPost(ctx, owner)),
  // A job row: its ZIP is built in the background.
  '/exports/:id': async (ctx, owner) => {
    const res = await post<{ export: { id: string } }>(ctx, owner, '/api/exports');
    if (!res.json.export) throw new Error(`no export: ${res.body}`);
    return `/api/exports/${res.json.export.id}`;
  },
  // An import of a file that is not a ZIP: the job fails, the row stays.
  '/imports/:id': async (ctx, owner) => {
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
  },
  // Items an import held for the owner, from someone who is not (or no longer) their partner.
  '/imports/offers/:id': async (ctx, owner) => {
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
    return `/api/imports/offers/${id}`;
  },
  // a passkey added through the real ceremony, by a software authenticator
  '/auth/passkeys/:id': async (ctx, owner) => {
    const options = await post<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
      ctx,
      owner,
      '/api/auth/passkeys/register/options',
      { password: owner.password },
    );
    const { challenge, rp, user } = options.json;
    if (!challenge || !rp || !user) throw new Error(`no options: ${options.body}`);
    const { response } = createSoftAuthenticator(PUBLIC_URL).register({ challenge, rp, user });
    const res = await post<{ passkey: { id: string } }>(ctx, owner, '/api/auth/passkeys/register', {
      response,
    });
    if (!res.json.passkey) throw new Error(`no passkey: ${res.body}`);
    return `/api/auth/passkeys/${res.json.passkey.id}`;
  },
  // another signed-in device of the owner's (the control ends it, not the caller's own)
  '/auth/sessions/:id': async (ctx, owner) => {
    await signInAgain(ctx, owner);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: authHeader(owner.token),
    });
    const other = res
      .json<{ sessions: { id: string; current: boolean }[] }>()
      .sessions.find((session) => !session.current);
    if (!other) throw new Error(`no other session: ${res.body}`);
    return `/api/auth/sessions/${other.id}`;
  },
};

/** `/memories/:id/favorite` → `/memories/:id` and `/favorite`: the resource and the rest. */
export function resourceOf(path: string): { resource: string; rest: string } | undefined {
  const match = /^(.*:\w+)(.*)$/.exec(path);
  return match ? { resource: match[1] ?? '', rest: match[2] ?? '' } : undefined;
}
