import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AlbumDetail } from '../components/album-detail';
import { AN, hrefOf, image, makeAlbum, makeAlbumMemory, motion } from './albums-fixtures';

function page(overrides: { canManage?: boolean; totalPages?: number } = {}) {
  return {
    album: makeAlbum({ canManage: overrides.canManage ?? true, coverUploadId: 'u1' }),
    memories: [
      makeAlbumMemory(),
      makeAlbumMemory({ id: 'm2', title: 'Hồ Xuân Hương', images: [image('u2')] }),
    ],
    pagination: { currentPage: 1, totalMemories: 2, totalPages: overrides.totalPages ?? 1 },
  };
}

function stub(answer: object) {
  const sent: { method: string; path: string; body: unknown; search: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(hrefOf(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (method === 'DELETE') return Promise.resolve(jsonResponse({ message: 'ok' }));
      return Promise.resolve(jsonResponse(answer));
    }),
  );
  return sent;
}

describe('<AlbumDetail>', () => {
  it('shows its memories by date, and lets a partner choose the cover and take one out', async () => {
    signIn(AN);
    const sent = stub(page());
    renderWithProviders(<AlbumDetail id="album-1" />);
    expect(await screen.findByRole('heading', { name: 'Đà Lạt', level: 1 })).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual(['Đồi thông', 'Hồ Xuân Hương']);
    const second = screen.getByRole('heading', { name: 'Hồ Xuân Hương' }).closest('li')!;
    await userEvent.click(within(second).getByRole('button', { name: 'Đặt làm ảnh bìa' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ coverUploadId: 'u2' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ “Hồ Xuân Hương” khỏi album' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'DELETE')?.path).toBe('/api/albums/album-1/memories/m2'),
    );
  });

  it('is read-only for an album of an earlier connection', async () => {
    signIn(AN);
    stub(page({ canManage: false }));
    renderWithProviders(<AlbumDetail id="album-1" />);
    expect(
      await screen.findByText('Album của lần kết nối trước: chỉ xem, không sửa được.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xoá album' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Đặt làm ảnh bìa' })).toBeNull();
  });

  it('pages by index through the address', async () => {
    signIn(AN);
    const sent = stub(page({ totalPages: 3 }));
    renderWithProviders(<AlbumDetail id="album-1" />, { route: '/albums/album-1?page=2' });
    await screen.findByRole('heading', { name: 'Đà Lạt', level: 1 });
    expect(sent[0]?.search).toContain('page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await vi.waitFor(() => expect(sent.some((s) => s.search.includes('page=3'))).toBe(true));
  });

  it('says when the album is not there', async () => {
    signIn(AN);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ message: 'x', code: 'NOT_FOUND' }, { status: 404 })),
      ),
    );
    renderWithProviders(<AlbumDetail id="nope" />);
    expect(await screen.findByText('Không tìm thấy album này')).toBeInTheDocument();
  });

  it('shows a video playing inline, a Live Photo as LIVE and a video being prepared, as the memory does', async () => {
    signIn(AN);
    stub({
      ...page(),
      memories: [
        makeAlbumMemory({
          images: [
            motion('v1', 'video'),
            motion('l1', 'live'),
            motion('v2', 'video', { status: 'processing', progress: 0.25 }),
          ],
        }),
      ],
    });
    renderWithProviders(<AlbumDetail id="album-1" />);
    const video = await screen.findByTestId('memory-video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/api/files/v1/960.webp?l=link-1&exp=1&sig=x');
    expect(video.closest('li')).toHaveClass('col-span-full');
    expect(within(screen.getByTestId('live-photo')).getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('Đang xử lý video… 25%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mở ảnh/ })).toBeNull();
    // a Live Photo's still may still become the cover
    expect(screen.getAllByRole('button', { name: 'Đặt làm ảnh bìa' })).toHaveLength(3);
  });
});
