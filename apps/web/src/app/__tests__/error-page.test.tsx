import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast-store';
import { ErrorPage } from '../errors/error-page';
import { AppErrorBoundary } from '../errors/app-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('error page', () => {
  it('shows the message, a retry that reloads, a home link, and an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const user = userEvent.setup();
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getToasts()).toMatchObject([{ type: 'error', title: 'Đã có lỗi xảy ra' }]);
  });

  it('explains a chunk that failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPage
        error={new TypeError('Failed to fetch dynamically imported module: /assets/memories-x.js')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Không tải được trang' })).toBeInTheDocument();
  });

  it('the top-level boundary catches a render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra');
  });
});
