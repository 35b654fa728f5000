import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BlogPostView } from '../components/blog-post-view';
import { LAN, MINH, makePost, noComments } from './blog-fixtures';

const render = (userId: string | null) =>
  renderWithProviders(
    <>
      <BlogPostView id="post-1" userId={userId} />
      <ModalHost />
    </>,
    { route: '/blog/post-1' },
  );

describe('<BlogPostView>', () => {
  it('shows the server’s HTML, the reading time and the author, and a guest the ways to sign in', async () => {
    stubApi({
      'GET /api/blog/posts/post-1': jsonResponse({ post: makePost({ privacy: 'public' }) }),
      'GET /api/blog/posts/post-1/comments': jsonResponse(noComments),
    });
    render(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Đà Lạt mùa dã quỳ' }),
    ).toBeInTheDocument();
    const content = screen.getByTestId('blog-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Sáng' })).toBeInTheDocument();
    expect(content.querySelector('strong')).toHaveTextContent('đẹp');
    expect(screen.getByText('3 phút đọc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Đăng nhập để thích/ })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Đăng nhập để bình luận' })).toBeInTheDocument();
    expect(screen.getByTestId('guest-prompt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sửa' })).not.toBeInTheDocument();
  });

  it('likes at once (optimistic) and takes the server’s count', async () => {
    signIn(makeUser({ id: MINH.id }));
    const fetchMock = stubApi({
      'GET /api/blog/posts/post-1': jsonResponse({ post: makePost() }),
      'GET /api/blog/posts/post-1/comments': jsonResponse(noComments),
      'POST /api/blog/posts/post-1/like': jsonResponse({ likesCount: 3, likedByMe: true }),
    });
    render(MINH.id);
    const like = await screen.findByRole('button', { name: /Thích/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(like);
    expect(screen.getByRole('button', { name: /Đã thích/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(screen.getByTestId('likes-count')).toHaveTextContent('3 lượt thích'),
    );
    expect(
      callsOf(fetchMock).filter((c) => c.key === 'POST /api/blog/posts/post-1/like'),
    ).toHaveLength(1);
  });

  it('puts the heart back when the like fails', async () => {
    signIn(makeUser({ id: MINH.id }));
    stubApi({
      'GET /api/blog/posts/post-1': jsonResponse({ post: makePost() }),
      'GET /api/blog/posts/post-1/comments': jsonResponse(noComments),
      'POST /api/blog/posts/post-1/like': jsonResponse(
        { message: 'x', code: 'X' },
        { status: 500 },
      ),
    });
    render(MINH.id);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Thích/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Thích/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(screen.getByTestId('likes-count')).toHaveTextContent('2 lượt thích');
  });

  it('comments with a countdown, and deletes my comment after confirming', async () => {
    signIn(makeUser({ id: MINH.id, displayName: 'Minh' }));
    const comment = {
      id: 'c1',
      postId: 'post-1',
      content: 'Đẹp quá!',
      createdAt: '2026-03-02T03:00:00.000Z',
      author: MINH,
      canDelete: true,
    };
    let comments = [] as (typeof comment)[];
    const fetchMock = stubApi({
      'GET /api/blog/posts/post-1': jsonResponse({ post: makePost() }),
      'GET /api/blog/posts/post-1/comments': () =>
        jsonResponse({
          comments,
          pagination: { currentPage: 1, totalComments: comments.length, totalPages: 1 },
        }),
      'POST /api/blog/posts/post-1/comments': () => {
        comments = [comment];
        return jsonResponse({ comment, commentsCount: 1 }, { status: 201 });
      },
      'DELETE /api/blog/posts/post-1/comments/c1': () => {
        comments = [];
        return jsonResponse({ message: 'Comment deleted', commentsCount: 0 });
      },
    });
    render(MINH.id);
    const u = userEvent.setup();
    const box = await screen.findByLabelText('Bình luận của bạn');
    await u.type(box, 'Đẹp quá!');
    expect(screen.getByText('Còn 1992 ký tự')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByTestId('blog-comment')).toHaveTextContent('Đẹp quá!');
    expect(box).toHaveValue('');
    expect(
      callsOf(fetchMock).find((c) => c.key === 'POST /api/blog/posts/post-1/comments')?.body,
    ).toEqual({
      content: 'Đẹp quá!',
    });
    await u.click(screen.getByRole('button', { name: 'Xóa bình luận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa bình luận này?' });
    await u.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByTestId('blog-comment')).not.toBeInTheDocument());
  });

  it('gives the author edit, publish or take back, and delete', async () => {
    signIn(makeUser({ id: LAN.id }));
    stubApi({
      'GET /api/blog/posts/post-1': jsonResponse({ post: makePost({ canEdit: true }) }),
      'GET /api/blog/posts/post-1/comments': jsonResponse(noComments),
    });
    render(LAN.id);
    const actions = await screen.findByRole('group', { name: 'Quản lý bài viết' });
    expect(within(actions).getByRole('link', { name: 'Sửa' })).toHaveAttribute(
      'href',
      '/blog/post-1/edit',
    );
    expect(within(actions).getByRole('button', { name: 'Chuyển về nháp' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Xóa' })).toBeInTheDocument();
  });

  it('says the post is not found (404) without a toast', async () => {
    stubApi({
      'GET /api/blog/posts/post-1': jsonResponse(
        { message: 'Post not found', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    });
    render(null);
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy bài viết' }),
    ).toBeInTheDocument();
  });
});
