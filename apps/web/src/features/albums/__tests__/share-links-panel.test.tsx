import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ShareLinksPanel } from '../components/share-links-panel';
import { AN, hrefOf, makeShareLink } from './albums-fixtures';

describe('<ShareLinksPanel>', () => {
  it('makes a link with an expiry and a passcode, and turns one off', async () => {
    signIn(AN);
    const sent: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(hrefOf(input), 'http://localhost');
        const method = init?.method ?? 'GET';
        sent.push({
          method,
          path: url.pathname,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        if (method === 'POST')
          return Promise.resolve(jsonResponse({ shareLink: makeShareLink() }, { status: 201 }));
        if (method === 'DELETE') return Promise.resolve(jsonResponse({ message: 'ok' }));
        return Promise.resolve(
          jsonResponse({
            nextCursor: null,
            shareLinks: [makeShareLink({ hasPasscode: false, expiresAt: null })],
          }),
        );
      }),
    );
    renderWithProviders(<ShareLinksPanel target={{ albumId: 'album-1' }} />);
    expect(await screen.findByText('Không hết hạn')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Link dùng được trong'), '7');
    await userEvent.type(screen.getByLabelText('Mã mở (không bắt buộc)'), ' ab');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo link' }));
    // A passcode with a space at its start is refused before it leaves.
    expect(screen.getByLabelText('Mã mở (không bắt buộc)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByLabelText('Mã mở (không bắt buộc)'));
    await userEvent.type(screen.getByLabelText('Mã mở (không bắt buộc)'), 'bà ngoại');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo link' }));
    await vi.waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        albumId: 'album-1',
        expiresInDays: 7,
        passcode: 'bà ngoại',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Tắt link tạo lúc/ }));
    await vi.waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.path).toBe('/api/share-links/link-1'),
    );
  });
});
