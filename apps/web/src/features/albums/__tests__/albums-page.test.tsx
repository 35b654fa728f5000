import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AlbumsPage } from '../components/albums-page';
import { AN, hrefOf, image, makeAlbum, makeShareLink } from './albums-fixtures';

function stub(routes: Record<string, () => Response>) {
  const mock = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(hrefOf(input), 'http://localhost').pathname;
    const answer = routes[path];
    return Promise.resolve(
      answer ? answer() : jsonResponse({ message: 'x', code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('<AlbumsPage>', () => {
  it('shows each album with its cover, name and count, and the couple’s links', async () => {
    signIn(AN);
    stub({
      '/api/albums': () =>
        jsonResponse({
          nextCursor: null,
          albums: [makeAlbum(), makeAlbum({ id: 'a2', name: 'Biển', cover: null, memoryCount: 1 })],
        }),
      '/api/share-links': () => jsonResponse({ nextCursor: null, shareLinks: [makeShareLink()] }),
    });
    renderWithProviders(<AlbumsPage hasCouple />);
    const first = await screen.findByRole('link', { name: /Đà Lạt/ });
    expect(first).toHaveAttribute('href', '/albums/album-1');
    expect(within(first).getByText('2 kỷ niệm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Biển/ })).toHaveTextContent('1 kỷ niệm');
    expect(screen.getAllByRole('button', { name: 'Tạo album' })).toHaveLength(1);
    const links = await screen.findByRole('region', { name: 'Link chia sẻ của hai đứa' });
    expect(within(links).getByText('3 lượt xem')).toBeInTheDocument();
    expect(within(links).getByText('Có mã mở')).toBeInTheDocument();
  });

  it('invites to make the first album, and says a couple is needed without one', async () => {
    signIn(AN);
    stub({
      '/api/albums': () => jsonResponse({ nextCursor: null, albums: [] }),
      '/api/share-links': () => jsonResponse({ nextCursor: null, shareLinks: [] }),
    });
    const { unmount } = renderWithProviders(<AlbumsPage hasCouple />);
    expect(await screen.findByRole('heading', { name: 'Chưa có album nào' })).toBeInTheDocument();
    // one invitation, the empty state's, not a second one in the header
    expect(screen.getAllByRole('button', { name: 'Tạo album' })).toHaveLength(1);
    unmount();
    renderWithProviders(<AlbumsPage hasCouple={false} />);
    expect(
      await screen.findByText('Kết nối với người ấy để cùng làm album nhé.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo album' })).toBeNull();
  });

  it('says when the albums could not load, and asks again', async () => {
    signIn(AN);
    const mock = stub({
      '/api/albums': () =>
        jsonResponse({ message: 'Boom', code: 'INTERNAL_ERROR' }, { status: 500 }),
    });
    renderWithProviders(<AlbumsPage hasCouple />);
    expect(await screen.findByText('Chưa tải được album')).toBeInTheDocument();
    const before = mock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(mock.mock.calls.length).toBeGreaterThan(before);
  });

  it('draws a video cover as its poster with a Video badge, and a film sign while it has none', async () => {
    signIn(AN);
    const poster = image('v1');
    stub({
      '/api/albums': () =>
        jsonResponse({
          nextCursor: null,
          albums: [
            makeAlbum({
              cover: {
                ...poster,
                kind: 'video',
                video: {
                  status: 'ready',
                  progress: 1,
                  failure: null,
                  durationMs: 2000,
                  url: '/api/files/v1/video.mp4',
                  originalUrl: null,
                },
              },
            }),
            makeAlbum({
              id: 'a2',
              name: 'Biển',
              cover: {
                ...poster,
                id: 'v2',
                url: '',
                renditions: [],
                kind: 'video',
                video: {
                  status: 'processing',
                  progress: 0.4,
                  failure: null,
                  durationMs: null,
                  url: null,
                  originalUrl: null,
                },
              },
            }),
          ],
        }),
      '/api/share-links': () => jsonResponse({ nextCursor: null, shareLinks: [] }),
    });
    renderWithProviders(<AlbumsPage hasCouple />);
    const ready = await screen.findByRole('link', { name: /Đà Lạt/ });
    const cover = within(ready).getByTestId('video-cover');
    expect(cover).toHaveTextContent('Video');
    expect(cover.querySelector('img:not([aria-hidden])')).toHaveAttribute('src', poster.url);
    const preparing = within(screen.getByRole('link', { name: /Biển/ })).getByTestId('video-cover');
    // no poster yet: no image with nothing to load
    expect(preparing.querySelector('img')).toBeNull();
    expect(preparing).toHaveTextContent('Video');
  });

  it('reads more albums and more links a page at a time, and says when a page failed', async () => {
    signIn(AN);
    let failNext = true;
    const mock = vi.fn((input: RequestInfo | URL) => {
      const url = new URL(hrefOf(input), 'http://localhost');
      const cursor = url.searchParams.get('cursor');
      if (url.pathname === '/api/share-links') {
        return Promise.resolve(
          cursor === 'l1'
            ? jsonResponse({ nextCursor: null, shareLinks: [makeShareLink({ id: 'link-2' })] })
            : jsonResponse({ nextCursor: 'l1', shareLinks: [makeShareLink()] }),
        );
      }
      if (cursor === 'c1' && failNext) {
        failNext = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve(
        cursor === 'c1'
          ? jsonResponse({ nextCursor: null, albums: [makeAlbum({ id: 'a2', name: 'Biển' })] })
          : jsonResponse({ nextCursor: 'c1', albums: [makeAlbum()] }),
      );
    });
    vi.stubGlobal('fetch', mock);
    renderWithProviders(<AlbumsPage hasCouple />);
    await screen.findByRole('link', { name: /Đà Lạt/ });
    expect(screen.queryByRole('link', { name: /Biển/ })).toBeNull();

    // The network drops on the next page: the albums shown stay, and the same button asks again.
    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm album' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa tải thêm được');
    expect(screen.getByRole('link', { name: /Đà Lạt/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm album' }));
    expect(await screen.findByRole('link', { name: /Biển/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Đà Lạt|Biển/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Xem thêm album' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    const links = screen.getByRole('region', { name: 'Link chia sẻ của hai đứa' });
    expect(within(links).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(links).getByRole('button', { name: 'Xem thêm link' }));
    await vi.waitFor(() => expect(within(links).getAllByRole('listitem')).toHaveLength(2));
    expect(within(links).queryByRole('button', { name: 'Xem thêm link' })).toBeNull();
    const asked = mock.mock.calls.map(([input]) => new URL(hrefOf(input), 'http://localhost'));
    expect(asked.filter((url) => url.searchParams.get('cursor') === 'c1')).toHaveLength(2);
  });
});
