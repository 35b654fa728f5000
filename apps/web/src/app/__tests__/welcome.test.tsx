import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render';

describe('first visit: the guest welcome', () => {
  it('says what the app is, with pictures and the two ways in, before the form', async () => {
    const { router } = renderApp('/');
    const welcome = await screen.findByRole('region', { name: 'Đôi Ta: góc nhỏ của hai bạn' });
    expect(router.state.location.pathname).toBe('/login');
    const pictures = within(welcome).getByRole('list', { name: 'Đôi Ta làm được gì' });
    expect(within(pictures).getAllByRole('listitem')).toHaveLength(3);
    // three different pictures, each drawn with the page (in the build: data URLs)
    const sources = [...pictures.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(new Set(sources).size).toBe(3);
    expect(
      sources.every((src) => /(memories|reminders|timeline)\.svg|^data:image\/svg/.test(src ?? '')),
    ).toBe(true);
    expect(within(welcome).getByRole('link', { name: 'Tạo tài khoản' })).toHaveAttribute(
      'href',
      '/register',
    );
    // one page title: the form's title steps down a level
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent
      .setup()
      .click(within(welcome).getByRole('button', { name: 'Tôi đã có tài khoản: đăng nhập' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('speaks the visitor language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderApp('/login');
    expect(
      await screen.findByRole('region', { name: 'Đôi Ta: a little place for the two of you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Never miss a day')).toBeInTheDocument();
  });

  it('is not shown to someone who signed in here before, or who asked for a page', async () => {
    localStorage.setItem('returning_visitor', 'true');
    const first = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào mừng trở lại' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
    first.unmount();
    localStorage.removeItem('returning_visitor');
    renderApp('/memories');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào mừng trở lại' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
  });
});
