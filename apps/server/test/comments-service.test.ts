import { describe, expect, it } from 'vitest';
import { createCommentsService } from '../src/modules/social/index.js';
import type { CommentRow } from '../src/modules/social/index.js';

const at = new Date('2026-05-01T08:00:00.000Z');
const ann = { id: 'ann', displayName: 'An', avatarUploadId: null, avatarWidth: null };
const binh = { id: 'binh', displayName: 'Bình', avatarUploadId: 'up-1', avatarWidth: 96 };

function service(found: { id: string; authorId: string | null } | undefined) {
  return createCommentsService({
    comments: { find: () => Promise.resolve(found) },
    clock: { now: () => at },
    signAvatar: (ref) => (ref.avatarUploadId ? `/files/${ref.avatarUploadId}` : null),
  });
}

const row = (overrides: Partial<CommentRow> = {}): CommentRow => ({
  id: 'c1',
  targetId: 'm1',
  authorId: 'binh',
  content: 'Nhớ quá',
  createdAt: at,
  editedAt: null,
  authorName: 'Bình',
  authorAvatarUploadId: 'up-1',
  authorAvatarWidth: 96,
  ...overrides,
});

/** a signed-in reader of that id (the session does not matter to these rules) */
const as = (id: string) => ({ id, sessionId: 's-1' });

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode: number }) => error.statusCode,
  );

describe('the rules every comment keeps', () => {
  it('lets its writer and the keeper remove it, no one else, and a guest nothing', () => {
    const comments = service(undefined);
    expect(comments.view(row(), as('binh'), 'ann').canDelete).toBe(true);
    expect(comments.view(row(), as('ann'), 'ann').canDelete).toBe(true);
    expect(comments.view(row(), as('chi'), 'ann').canDelete).toBe(false);
    expect(comments.view(row(), null, null).canDelete).toBe(false);
  });

  it('shows a gone writer as unknown, without an id, and signs a present one’s avatar', () => {
    const comments = service(undefined);
    expect(comments.view(row(), as('ann'), 'ann').author).toEqual({
      id: 'binh',
      displayName: 'Bình',
      avatarUrl: '/files/up-1',
    });
    const gone = row({ authorId: null, authorName: null, authorAvatarUploadId: null });
    expect(comments.view(gone, as('ann'), 'ann').author).toEqual({
      id: null,
      displayName: 'Unknown User',
      avatarUrl: null,
    });
  });

  it('drafts my comment at the clock’s time, shown as a list would show it', () => {
    const { comment, row: shown } = service(undefined).draft(binh, 'm1', 'Đẹp quá');
    expect(comment).toMatchObject({ targetId: 'm1', authorId: 'binh', createdAt: at });
    expect(shown).toMatchObject({ id: comment.id, authorName: 'Bình', editedAt: null });
  });

  it('edits only my own: 404 when gone, 403 for another’s', async () => {
    expect(await statusOf(service(undefined).editable(binh, 'm1', 'c1'))).toBe(404);
    expect(await statusOf(service({ id: 'c1', authorId: 'ann' }).editable(binh, 'm1', 'c1'))).toBe(
      403,
    );
    expect(await statusOf(service({ id: 'c1', authorId: 'binh' }).editable(binh, 'm1', 'c1'))).toBe(
      200,
    );
  });

  it('removes mine or any on what I keep: 404 when gone, 403 otherwise', async () => {
    const annWrote = service({ id: 'c1', authorId: 'ann' });
    expect(await statusOf(service(undefined).removable(binh, 'm1', 'binh', 'c1'))).toBe(404);
    expect(await statusOf(annWrote.removable(binh, 'm1', 'ann', 'c1'))).toBe(403);
    expect(await statusOf(annWrote.removable(binh, 'm1', 'binh', 'c1'))).toBe(200);
    expect(await statusOf(annWrote.removable(ann, 'm1', 'binh', 'c1'))).toBe(200);
  });
});
