import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hideLoading, showLoading } from '@/lib/loading-store';
import { InstallPrompt } from '../install-prompt';
import { LoadingOverlay } from '../loading-overlay';
import { OfflineBanner } from '../offline-banner';

function fireInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('loading overlay', () => {
  it('shows the spinner, the common.status.loading title and an optional message', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => showLoading('Đang tải kỷ niệm...'));
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('Đang tải...');
    expect(overlay).toHaveTextContent('Đang tải kỷ niệm...');
    act(() => hideLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('offline banner', () => {
  it('follows navigator.onLine', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByText('Bạn đang ngoại tuyến.')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Bạn đang ngoại tuyến.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('install prompt', () => {
  it('appears when the browser offers installation, and installs on request', async () => {
    const user = userEvent.setup();
    render(<InstallPrompt />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const event = fireInstallPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cài đặt' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('complementary', { name: 'Cài Đôi Ta lên máy' }),
    ).not.toBeInTheDocument();
    expect(localStorage.getItem('install_prompt_dismissed')).toBe('true');
  });

  it('remembers "not now"', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InstallPrompt />);
    fireInstallPrompt();
    await user.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    render(<InstallPrompt />);
    fireInstallPrompt();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
