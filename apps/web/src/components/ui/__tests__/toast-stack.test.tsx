import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { ERROR_CODES } from '@doita/shared';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { addToast, getToasts, toast } from '@/lib/toast-store';
import { renderWithProviders } from '@/test/render';
import { ToastStack } from '../toast-stack';

describe('<ToastStack>', () => {
  it('announces toasts politely, newest on top, with their text', () => {
    renderWithProviders(<ToastStack />);
    act(() => {
      toast.success('Đã lưu', 'Kỷ niệm đã được thêm');
      toast.info('Mẹo nhỏ');
    });
    const region = screen.getByRole('region', { name: 'Thông báo' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const items = within(region).getAllByRole('status');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mẹo nhỏ'),
      expect.stringContaining('Đã lưu'),
    ]);
    expect(items[1]).toHaveTextContent('Kỷ niệm đã được thêm');
  });

  it('shows errors as alerts and closes a toast with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToastStack />);
    act(() => {
      toast.error('Không lưu được');
    });
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
  });

  it('marks a toast read when clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToastStack />);
    act(() => {
      addToast({ type: 'warning', title: 'Sắp đến ngày kỷ niệm', duration: 0 });
    });
    const item = screen.getByRole('status');
    expect(item).toHaveAttribute('data-read', 'false');
    await user.click(screen.getByText('Sắp đến ngày kỷ niệm'));
    expect(item).toHaveAttribute('data-read', 'true');
  });

  it('never shows more than five', () => {
    renderWithProviders(<ToastStack />);
    act(() => {
      for (let i = 0; i < 8; i += 1) toast.info(`toast ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('toast 7');
  });

  it('the couple-required toast carries a button to /couple/connect', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ToastStack />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/couple/connect" element={<h1>connect page</h1>} />
        </Routes>
      </>,
    );
    act(() => {
      notifyError(new ApiError({ status: 400, code: ERROR_CODES.noCouple }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Chưa kết nối cặp đôi');
    expect(getToasts()[0]?.duration).toBe(7000);
    await user.click(within(alert).getByRole('link', { name: 'Đến trang kết nối' }));
    expect(screen.getByRole('heading', { name: 'connect page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
