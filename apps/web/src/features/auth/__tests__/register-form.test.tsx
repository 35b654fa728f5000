import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { setThemePreference } from '@/lib/theme';
import { makeUser } from '@/test/fixtures';
import { callsOf, errorAnswer, inTurn, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from '../components/register-form';

async function fill(
  values: Partial<Record<'first' | 'last' | 'display' | 'email' | 'password' | 'confirm', string>>,
  en = false,
) {
  const u = userEvent.setup();
  const labels = en
    ? {
        first: /^First name/,
        last: /^Last name/,
        display: /^Display name/,
        email: /^Email/,
        password: /^Password/,
        confirm: /^Confirm password/,
      }
    : {
        first: 'Tên',
        last: /^Họ/,
        display: /^Tên hiển thị/,
        email: /^Email/,
        password: /^Mật khẩu/,
        confirm: /^Nhập lại mật khẩu/,
      };
  for (const [key, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await u.type(screen.getByLabelText(labels[key]), value);
  }
  return u;
}

describe('<RegisterForm>', () => {
  it('validates every field in Vietnamese: required, email, password rule, confirmation', async () => {
    const post = stubApi({});
    renderWithProviders(<RegisterForm />);
    const u = await fill({ email: 'abc', password: 'short', confirm: 'different' });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    // no name at all: the display name asks for one (the names themselves are optional)
    await waitFor(() =>
      expect(screen.getByLabelText(/^Tên hiển thị/)).toHaveAccessibleDescription(
        /Hãy cho biết tên hiển thị, hoặc tên và họ của bạn/,
      ),
    );
    expect(screen.getByLabelText('Tên')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tên')).not.toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email không hợp lệ');
    expect(screen.getByLabelText(/^Mật khẩu/).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Mật khẩu cần ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nhập lại mật khẩu/)).toHaveAccessibleDescription(
      'Mật khẩu không khớp',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the errors in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<RegisterForm />);
    const u = await fill(
      { first: 'An', email: 'an@example.com', password: 'Secret123', confirm: 'Secret124' },
      true,
    );
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
  });

  it('checks the password rule live and builds the display name hint from the names', async () => {
    renderWithProviders(<RegisterForm />);
    await fill({ first: 'An', last: 'Nguyễn', password: 'abcdefgh' });
    expect(
      screen.getByText('Không bắt buộc. Để trống, chúng tôi sẽ dùng: An Nguyễn'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ít nhất 8 ký tự').parentElement).toHaveTextContent('(Đã đạt)');
    expect(screen.getByText('Một chữ hoa').parentElement).toHaveTextContent('(Chưa đạt)');
  });

  it('sends the register body (display name left to the names), stores the session', async () => {
    const user = makeUser();
    const post = stubApi({
      'POST /api/auth/register': jsonResponse({ token: 't', refreshToken: 'r', user }),
    });
    renderWithProviders(<RegisterForm />);
    const u = await fill({
      first: 'An',
      last: 'Nguyễn',
      email: 'An@Example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(getSession()?.user.id).toBe(user.id));
    expect(callsOf(post)).toContainEqual({
      key: 'POST /api/auth/register',
      body: {
        email: 'an@example.com',
        password: 'Secret123',
        firstName: 'An',
        lastName: 'Nguyễn',
        displayName: 'An Nguyễn',
        language: 'vi',
        rememberMe: true,
      },
    });
  });

  it('does not force what is optional: a display name alone is enough', async () => {
    const user = makeUser();
    const post = stubApi({
      'POST /api/auth/register': jsonResponse({ token: 't', refreshToken: 'r', user }),
    });
    renderWithProviders(<RegisterForm />);
    const u = await fill({
      display: 'Bé Na',
      email: 'na@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(callsOf(post)[0]?.body).toEqual({
      email: 'na@example.com',
      password: 'Secret123',
      displayName: 'Bé Na',
      language: 'vi',
      rememberMe: true,
    });
  });

  it("signs up from a partner's invitation link: the address filled in, the token sent", async () => {
    const user = makeUser();
    const post = stubApi({
      'POST /api/auth/register': jsonResponse({ token: 't', refreshToken: 'r', user }),
    });
    renderWithProviders(<RegisterForm />, {
      route: '/register?invitation=tok_en-1&email=lan%40example.com',
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lan@example.com');
    const u = await fill({ display: 'Lan', password: 'Secret123', confirm: 'Secret123' });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(callsOf(post)[0]?.body).toMatchObject({
      email: 'lan@example.com',
      invitation: 'tok_en-1',
    });
  });

  it('carries a theme picked before signing up into the new account', async () => {
    setThemePreference('romantic');
    const post = stubApi({
      'POST /api/auth/register': jsonResponse({ token: 't', refreshToken: 'r', user: makeUser() }),
    });
    renderWithProviders(<RegisterForm />);
    const u = await fill({
      first: 'An',
      last: 'Nguyễn',
      email: 'an@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(callsOf(post)[0]?.body).toMatchObject({ theme: 'romantic', language: 'vi' });
    setThemePreference('auto');
  });

  it('puts "email taken" under the email field and maps 422 field errors', async () => {
    const post = stubApi({
      'POST /api/auth/register': inTurn(
        errorAnswer({
          status: 409,
          code: 'EMAIL_TAKEN',
          message: 'An account with this email already exists',
        }),
        errorAnswer({
          status: 422,
          code: 'VALIDATION_ERROR',
          errors: [
            {
              field: 'displayName',
              code: 'validation.maxLength:80',
              message: 'Must be at most 80 characters',
            },
          ],
        }),
      ),
    });
    renderWithProviders(<RegisterForm />);
    const u = await fill({
      first: 'An',
      email: 'an@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Đã có tài khoản dùng email này.',
      ),
    );

    await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Tên hiển thị/)).toHaveAccessibleDescription(/Tối đa 80 ký tự/),
    );
    expect(post).toHaveBeenCalledTimes(2);
  });
});
