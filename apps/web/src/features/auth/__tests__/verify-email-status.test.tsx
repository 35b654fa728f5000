import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { VerifyEmailStatus } from '../components/verify-email-status';

const TOKEN = 'v'.repeat(43);

describe('<VerifyEmailStatus>', () => {
  it('posts the token exactly once (even in StrictMode) and shows success', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ message: 'Email verified' });
    renderWithProviders(
      <StrictMode>
        <VerifyEmailStatus token={TOKEN} />
      </StrictMode>,
    );
    expect(screen.getByText('Đang xác minh email của bạn...')).toBeInTheDocument();
    expect(await screen.findByText('Email đã được xác minh')).toBeInTheDocument();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/auth/verify-email',
      { token: TOKEN },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Đến trang đăng nhập' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the invalid-link state for a used or expired token', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ status: 400, code: 'INVALID_TOKEN' }));
    renderWithProviders(<VerifyEmailStatus token={TOKEN} />);
    expect(
      await screen.findByText('Liên kết xác minh không hợp lệ hoặc đã hết hạn'),
    ).toBeInTheDocument();
  });

  it('does not call the server without a token', () => {
    const post = vi.spyOn(api, 'post');
    renderWithProviders(<VerifyEmailStatus token={null} />);
    expect(screen.getByText('Liên kết xác minh không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
