import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { VerifyEmailStatus } from '../components/verify-email-status';

const TOKEN = 'v'.repeat(43);

describe('<VerifyEmailStatus>', () => {
  it('posts the token exactly once (even in StrictMode) and shows success', async () => {
    const post = stubApi({
      'POST /api/auth/verify-email': jsonResponse({ message: 'Email verified' }),
    });
    renderWithProviders(
      <StrictMode>
        <VerifyEmailStatus token={TOKEN} />
      </StrictMode>,
    );
    expect(screen.getByText('Đang xác minh email của bạn...')).toBeInTheDocument();
    expect(await screen.findByText('Email đã được xác minh')).toBeInTheDocument();
    expect(callsOf(post)).toEqual([{ key: 'POST /api/auth/verify-email', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Đến trang đăng nhập' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the invalid-link state for a used or expired token', async () => {
    stubApi({ 'POST /api/auth/verify-email': errorAnswer({ status: 400, code: 'INVALID_TOKEN' }) });
    renderWithProviders(<VerifyEmailStatus token={TOKEN} />);
    expect(
      await screen.findByText('Liên kết xác minh không hợp lệ hoặc đã hết hạn'),
    ).toBeInTheDocument();
  });

  it('does not call the server without a token', () => {
    const post = stubApi({});
    renderWithProviders(<VerifyEmailStatus token={null} />);
    expect(screen.getByText('Liên kết xác minh không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
