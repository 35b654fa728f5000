import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { MemoryComment, Reaction } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryCard } from '../components/memory-card';
import { MemoryDetail } from '../components/memory-detail';
import { LAN, MINH, makeMemory, sentBody, stubFetch } from './memories-fixtures';

function comment(id: string, overrides: Partial<MemoryComment> = {}): MemoryComment {
  return {
    id,
    memoryId: 'dalat',
    content: `Bình luận ${id}`,
    createdAt: '2025-03-09T10:00:00.000Z',
    editedAt: null,
    author: { id: MINH.id, displayName: MINH.displayName, avatarUrl: null },
    canEdit: false,
    canDelete: true,
    ...overrides,
  };
}

function renderDetail(options: {
  reactions?: Reaction[];
  comments?: MemoryComment[];
  isPrivate?: boolean;
  reactionAnswer?: (body: unknown, method: string) => Response;
  commentAnswer?: (body: unknown) => Response;
}) {
  signIn(LAN);
  const memory = makeMemory({
    id: 'dalat',
    title: 'Kỷ niệm Đà Lạt',
    isPrivate: options.isPrivate ?? false,
    reactions: options.reactions ?? [],
    commentCount: options.comments?.length ?? 0,
  });
  let comments = options.comments ?? [];
  const trashed: MemoryComment[] = [];
  const fetchMock = stubFetch(({ method, url, body }) => {
    if (url.pathname === '/api/memories/dalat' && method === 'GET') return jsonResponse({ memory });
    if (url.pathname === '/api/memories/dalat/reaction')
      return (
        options.reactionAnswer?.(body, method) ??
        jsonResponse({ reactions: [{ emoji: '😍', userId: LAN.id }] })
      );
    if (url.pathname === '/api/memories/dalat/comments' && method === 'GET')
      return jsonResponse({ comments, commentCount: comments.length, nextCursor: null });
    if (url.pathname === '/api/memories/dalat/comments' && method === 'POST') {
      if (options.commentAnswer) return options.commentAnswer(body);
      const created = comment('new', {
        content: (body as { content: string }).content,
        author: { id: LAN.id, displayName: LAN.displayName, avatarUrl: null },
        canEdit: true,
      });
      comments = [...comments, created];
      return jsonResponse({ comment: created, commentCount: comments.length }, { status: 201 });
    }
    if (url.pathname.startsWith('/api/memories/dalat/comments/') && method === 'DELETE') {
      trashed.push(...comments.filter((c) => url.pathname.endsWith(c.id)));
      comments = comments.filter((c) => !url.pathname.endsWith(c.id));
      return jsonResponse({ message: 'Comment deleted', commentCount: comments.length });
    }
    const restore = /^\/api\/trash\/comment\/([^/]+)\/restore$/.exec(url.pathname);
    if (restore && method === 'POST') {
      const back = trashed.find((c) => c.id === restore[1]);
      if (!back) return jsonResponse({ message: 'Item not found in the trash' }, { status: 404 });
      comments = [...comments, back];
      return jsonResponse({ message: 'Restored', item: { kind: 'comment', id: back.id } });
    }
    return undefined;
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/memories/:id" element={<MemoryDetail id="dalat" />} />
      </Routes>
      <ModalHost />
    </>,
    { route: '/memories/dalat' },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('reactions and comments on a memory', () => {
  afterEach(() => act(() => closeAllModals()));

  it('shows each emoji as a toggle with its count, mine pressed, named in the language', async () => {
    renderDetail({
      reactions: [
        { emoji: '❤️', userId: MINH.id },
        { emoji: '😂', userId: LAN.id },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Cảm xúc của hai bạn' });
    const love = within(group).getByRole('button', { name: 'Thương, 1 người' });
    expect(love).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'Vui quá, 1 người' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getAllByRole('button')).toHaveLength(6);
    await act(() => i18n.changeLanguage('en'));
    expect(within(group).getByRole('button', { name: 'Love, 1 person' })).toBeInTheDocument();
  });

  it('sets my reaction with one tap and sends it', async () => {
    const { fetchMock, user } = renderDetail({});
    const adore = await screen.findByRole('button', { name: 'Mê quá, 0 người' });
    await user.click(adore);
    expect(await screen.findByRole('button', { name: 'Mê quá, 1 người' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1)).toEqual({ emoji: '😍' });
  });

  it('rolls an optimistic reaction back when the server refuses', async () => {
    const { user } = renderDetail({
      reactionAnswer: () =>
        jsonResponse({ message: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Buồn, 0 người' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buồn, 0 người' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ type: 'error', title: 'Có lỗi khi thả cảm xúc' }),
    );
  });

  it('lists comments, adds mine, and the author deletes the partner’s after confirming', async () => {
    const { user } = renderDetail({ comments: [comment('c1', { content: 'Nhớ quá em ơi' })] });
    expect(await screen.findByText('Nhớ quá em ơi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bình luận (1)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Viết bình luận'), 'Lần sau đi Hội An 😍');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Lần sau đi Hội An 😍')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Bình luận (2)' })).toBeInTheDocument(),
    );
    // mine can be edited; the partner's cannot
    const items = screen.getAllByTestId('memory-comment');
    expect(within(items[0]!).queryByRole('button', { name: 'Sửa bình luận' })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Sửa bình luận' })).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Xóa bình luận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa bình luận này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Nhớ quá em ơi')).toBeNull());
  });

  it('a deleted comment goes to the trash: "Undo" on the toast brings it back', async () => {
    const { fetchMock, user } = renderDetail({
      comments: [comment('c1', { content: 'Nhớ quá em ơi' })],
    });
    const item = await screen.findByTestId('memory-comment');
    await user.click(within(item).getByRole('button', { name: 'Xóa bình luận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa bình luận này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Nhớ quá em ơi')).toBeNull());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã xóa bình luận'));
    const undo = getToasts()[0]?.action;
    expect(undo?.label).toBe('Hoàn tác');
    act(() => undo?.onClick?.());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input, init]) => {
          const url = typeof input === 'string' ? input : (input as Request).url;
          return url.endsWith('/api/trash/comment/c1/restore') && init?.method === 'POST';
        }),
      ).toBe(true),
    );
    expect(await screen.findByText('Nhớ quá em ơi')).toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã khôi phục'));
  });

  it('shows the server’s field error in the user’s language', async () => {
    const { user } = renderDetail({
      commentAnswer: () =>
        jsonResponse(
          {
            message: 'Validation failed',
            code: 'VALIDATION_ERROR',
            errors: [{ field: 'content', code: 'validation.maxLength:2000', message: 'too long' }],
          },
          { status: 422 },
        ),
    });
    await user.type(await screen.findByLabelText('Viết bình luận'), 'x');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/2000/);
  });

  it('offers neither on a private memory', async () => {
    renderDetail({ isPrivate: true });
    await screen.findByRole('heading', { level: 1, name: 'Kỷ niệm Đà Lạt' });
    expect(screen.queryByRole('group', { name: 'Cảm xúc của hai bạn' })).toBeNull();
    expect(screen.queryByLabelText('Viết bình luận')).toBeNull();
  });
});

describe('<MemoryCard> counts', () => {
  it('says how many reactions and comments a memory has', () => {
    signIn(LAN);
    renderWithProviders(
      <MemoryCard
        memory={makeMemory({
          reactions: [
            { emoji: '❤️', userId: MINH.id },
            { emoji: '👍', userId: LAN.id },
          ],
          commentCount: 3,
        })}
        viewerId={LAN.id}
      />,
    );
    expect(screen.getByText('2 cảm xúc')).toBeInTheDocument();
    expect(screen.getByText('3 bình luận')).toBeInTheDocument();
  });
});
