import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BlogListView } from '../components/blog-list-view';
import { LAN, MINH, STATISTICS, listOf, makePost } from './blog-fixtures';

/** the URL of the newest request */
const lastUrl = (mock: ReturnType<typeof stubApi>) => {
  const input = mock.mock.calls.at(-1)?.[0];
  return typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');
};

const tags = jsonResponse({ tags: [{ tag: 'đà lạt', count: 1 }] });

describe('<BlogListView>', () => {
  it('shows a guest the public posts and a prompt to sign in, no statistics or writing', async () => {
    const fetchMock = stubApi({
      'GET /api/blog/posts': jsonResponse(listOf([makePost({ privacy: 'public' })])),
      'GET /api/blog/posts/tags': tags,
    });
    renderWithProviders(<BlogListView me={null} partner={null} />, { route: '/blog' });
    expect(await screen.findByRole('link', { name: 'Đà Lạt mùa dã quỳ' })).toHaveAttribute(
      'href',
      '/blog/post-1',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Những câu chuyện tình yêu' }),
    ).toBeInTheDocument();
    const prompt = screen.getByTestId('guest-prompt');
    expect(prompt).toHaveTextContent(
      'Đăng nhập để xem thống kê, viết bài và quản lý blog của bạn.',
    );
    expect(within(prompt).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'Viết bài' })).not.toBeInTheDocument();
    expect(screen.queryByText('Blog của hai bạn qua những con số')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Trạng thái')).not.toBeInTheDocument();
    expect(callsOf(fetchMock).some((c) => c.key === 'GET /api/blog/posts/statistics')).toBe(false);
  });

  it('shows the couple their statistics as charts, in both languages', async () => {
    signIn(makeUser({ id: LAN.id, displayName: 'Lan' }));
    stubApi({
      'GET /api/blog/posts': jsonResponse(listOf([makePost()])),
      'GET /api/blog/posts/tags': tags,
      'GET /api/blog/posts/statistics': jsonResponse({ statistics: STATISTICS }),
    });
    renderWithProviders(<BlogListView me={LAN} partner={MINH} />, { route: '/blog' });
    expect(await screen.findByTestId('stat-posts')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-drafts')).toHaveTextContent('1');
    const byCategory = screen.getByRole('figure', { name: 'Bài viết theo chủ đề' });
    expect(within(byCategory).getByText('Tình yêu: 2')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Bài viết theo tháng' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('figure', { name: 'Posts by category' })).toBeInTheDocument();
    expect(screen.getByText('Love: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/blog/new');
  });

  it('filters by category, author and words, asking the server each time from page 1', async () => {
    signIn(makeUser({ id: LAN.id }));
    const fetchMock = stubApi({
      'GET /api/blog/posts': jsonResponse(listOf([makePost()])),
      'GET /api/blog/posts/tags': tags,
      'GET /api/blog/posts/statistics': jsonResponse({ statistics: STATISTICS }),
    });
    renderWithProviders(<BlogListView me={LAN} partner={MINH} />, { route: '/blog?page=2' });
    const u = userEvent.setup();
    await screen.findByRole('link', { name: 'Đà Lạt mùa dã quỳ' });
    await u.selectOptions(screen.getByLabelText('Chủ đề'), 'food');
    await u.selectOptions(screen.getByLabelText('Tác giả'), 'Minh');
    await u.type(screen.getByRole('searchbox', { name: 'Tìm bài viết' }), 'da lat');
    await waitFor(() => {
      expect(lastUrl(fetchMock)).toContain('q=da+lat');
    });
    const last = lastUrl(fetchMock);
    expect(last).toContain('category=food');
    expect(last).toContain(`author=${MINH.id}`);
    expect(last).toContain('page=1');
    await u.click(screen.getByRole('button', { name: 'Bỏ bộ lọc' }));
    await waitFor(() => expect(lastUrl(fetchMock)).not.toContain('category'));
  });

  it('says so when nothing matches, and when loading fails offers to try again', async () => {
    let fail = true;
    stubApi({
      'GET /api/blog/posts': () =>
        fail
          ? jsonResponse({ message: 'x', code: 'INTERNAL_ERROR' }, { status: 500 })
          : jsonResponse(listOf([])),
      'GET /api/blog/posts/tags': tags,
    });
    renderWithProviders(<BlogListView me={null} partner={null} />, { route: '/blog' });
    expect(await screen.findByText('Không tải được bài viết.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Chưa có bài viết nào' }),
    ).toBeInTheDocument();
  });
});
