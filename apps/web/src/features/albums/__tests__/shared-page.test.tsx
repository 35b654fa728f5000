import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SharedPage } from '../components/shared-page';
import { hrefOf, makeSharedView } from './albums-fixtures';

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
});
