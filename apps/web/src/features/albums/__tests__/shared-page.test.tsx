import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SharedPage } from '../components/shared-page';
import { hrefOf, image, makeAlbumMemory, makeSharedView, motion } from './albums-fixtures';

const TOKEN = 'b'.repeat(43);

describe('<SharedPage>', () => {
  it('shows the album, the couple’s names and its photos, without any sign-in', async () => {
    const mock = vi.fn(() => Promise.resolve(jsonResponse(makeSharedView())));
    vi.stubGlobal('fetch', mock);
    renderWithProviders(<SharedPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Đà Lạt', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Của An và Bình')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở ảnh 1 của “Đồi thông”' })).toBeInTheDocument();
    expect(screen.queryByText(/Đăng nhập/)).toBeNull();
    const [input, init] = mock.mock.calls[0] as unknown as [RequestInfo, RequestInit];
    expect(hrefOf(input)).toContain(`/api/shared/${TOKEN}`);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('asks for the passcode, says when it is wrong, and sends it in its header', async () => {
    const mock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const code = (init?.headers as Record<string, string>)['x-share-passcode'];
      if (!code)
        return Promise.resolve(
          jsonResponse({ message: 'x', code: 'PASSCODE_REQUIRED' }, { status: 401 }),
        );
      if (decodeURIComponent(code) !== 'bà ngoại')
        return Promise.resolve(
          jsonResponse({ message: 'x', code: 'PASSCODE_WRONG' }, { status: 401 }),
        );
      return Promise.resolve(jsonResponse(makeSharedView()));
    });
    vi.stubGlobal('fetch', mock);
    renderWithProviders(<SharedPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Link này cần mã mở' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mã mở'), 'sai');
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(await screen.findByText('Mã chưa đúng, thử lại nhé.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mã mở'));
    await userEvent.type(screen.getByLabelText('Mã mở'), 'bà ngoại');
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(await screen.findByRole('heading', { name: 'Đà Lạt', level: 1 })).toBeInTheDocument();
  });

  it('says the same for a link that expired, was turned off or never was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({ message: 'x', code: 'SHARE_LINK_UNAVAILABLE' }, { status: 404 }),
        ),
      ),
    );
    renderWithProviders(<SharedPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Link này không mở được' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('switches to English on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(makeSharedView()))),
    );
    renderWithProviders(<SharedPage token={TOKEN} />);
    await screen.findByText('Của An và Bình');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('From An and Bình')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    expect(await screen.findByText('Của An và Bình')).toBeInTheDocument();
  });

  it('plays a video inline with its controls and poster, and shows a Live Photo as LIVE', async () => {
    const view = makeSharedView({
      memories: [
        makeAlbumMemory({
          images: [image('u1'), motion('v1', 'video'), motion('l1', 'live')],
        }),
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(view))),
    );
    renderWithProviders(<SharedPage token={TOKEN} />);
    const video = await screen.findByTestId('memory-video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/api/files/v1/video.mp4?l=link-1&exp=1&sig=x');
    expect(video).toHaveAttribute('poster', '/api/files/v1/960.webp?l=link-1&exp=1&sig=x');
    expect(video).toHaveAccessibleName('Video 2 của “Đồi thông”');
    expect(video).not.toHaveAttribute('autoplay');
    // the video is no button that opens the photo viewer on its poster
    expect(screen.queryByRole('button', { name: 'Mở ảnh 2 của “Đồi thông”' })).toBeNull();
    const live = screen.getByTestId('live-photo');
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(within(live).getByTestId('live-photo-motion')).toHaveAttribute(
      'src',
      '/api/files/l1/video.mp4?l=link-1&exp=1&sig=x',
    );
    expect(within(live).getByRole('button', { name: 'Phát Live Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở ảnh 1 của “Đồi thông”' })).toBeInTheDocument();
  });

  it('shows a video being prepared with its progress, asking the link again (never the upload) until it plays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answers = 0;
      const mock = vi.fn(() => {
        answers += 1;
        const video =
          answers === 1
            ? motion('v1', 'video', { status: 'processing', progress: 0.4 })
            : motion('v1', 'video');
        return Promise.resolve(
          jsonResponse(makeSharedView({ memories: [makeAlbumMemory({ images: [video] })] })),
        );
      });
      vi.stubGlobal('fetch', mock);
      renderWithProviders(<SharedPage token={TOKEN} />);
      expect(await screen.findByText('Đang xử lý video… 40%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      await act(() => vi.advanceTimersByTimeAsync(3_500));
      expect(await screen.findByTestId('memory-video')).toHaveAttribute('controls');
      const paths = mock.mock.calls.map((call) => {
        const [input] = call as unknown as [RequestInfo];
        return new URL(hrefOf(input), 'http://localhost').pathname;
      });
      expect(paths.every((path) => path === `/api/shared/${TOKEN}`)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('wraps a place name that is one long word inside its card', async () => {
    const place = 'https://maps.app.goo.gl/' + 'x'.repeat(170);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(makeSharedView({ memories: [makeAlbumMemory({ location: place })] })),
        ),
      ),
    );
    renderWithProviders(<SharedPage token={TOKEN} />);
    const line = await screen.findByText(new RegExp(place));
    expect(line).toHaveClass('wrap-anywhere');
    expect(screen.getByRole('heading', { level: 2, name: 'Đồi thông' })).toHaveClass(
      'wrap-anywhere',
    );
  });
});
