import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp } from '@/test/render';

describe('the phone tab bar', () => {
  it('offers Home, Memories, add, the conversation and Together, the current one marked', async () => {
    signIn();
    renderApp('/memories');
    const bar = await screen.findByRole('navigation', { name: 'Điều hướng nhanh' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Trang chủ',
      'Kỷ niệm',
      'Thêm',
      'Trò chuyện',
      'Bên nhau',
    ]);
    expect(within(bar).getByRole('link', { name: 'Kỷ niệm' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Trò chuyện' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(bar).getByRole('link', { name: 'Bên nhau' })).toHaveAttribute(
      'href',
      '/together',
    );
    // it clears the notch's home indicator
    expect(bar.className).toContain('pb-[env(safe-area-inset-bottom)]');
  });

  it.each(['/albums', '/map'])('lights Memories on %s, a page of the memories', async (path) => {
    signIn();
    renderApp(path);
    const bar = await screen.findByRole('navigation', { name: 'Điều hướng nhanh' });
    expect(within(bar).getByRole('link', { name: 'Kỷ niệm' }).className).toContain('text-primary');
    expect(within(bar).getByRole('link', { name: 'Trang chủ' }).className).not.toContain(
      'text-primary',
    );
  });

  it('"add" opens the photo picker at once, the new-memory form behind it; closing it puts focus back on "add"', async () => {
    const opened: HTMLInputElement[] = [];
    // the system's picker: jsdom has none, so the input it was asked of is recorded
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      opened.push(this);
    });
    signIn();
    renderApp('/');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Thêm kỷ niệm' });
    await user.click(add);
    expect(opened.map((input) => [input.type, input.multiple])).toEqual([['file', true]]);
    const dialog = await screen.findByRole('dialog', { name: 'Kỷ niệm mới' });
    // the picker was cancelled: the form offers it again, or to write without photos
    expect(await within(dialog).findByRole('button', { name: 'Chọn ảnh' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Viết không cần ảnh' }));
    expect(within(dialog).getByLabelText(/^Tiêu đề/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('is not there for a guest', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Điều hướng nhanh' })).not.toBeInTheDocument();
  });
});
