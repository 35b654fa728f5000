import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PersonalInfoForm } from '../components/personal-info-form';

const ZONE = 'Asia/Ho_Chi_Minh';
const user = makeUser({ username: 'an.nguyen', bio: 'Xin chào', phone: '0901234567' });

function renderForm() {
  signIn(user);
  renderWithProviders(<PersonalInfoForm user={user} timeZone={ZONE} />);
  return userEvent.setup();
}

describe('<PersonalInfoForm>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the profile, every field labelled, save disabled until something changes', () => {
    renderForm();
    expect(screen.getByLabelText('Tên')).toHaveValue('An');
    expect(screen.getByLabelText('Họ')).toHaveValue('Nguyễn');
    expect(screen.getByLabelText(/^Tên hiển thị/)).toHaveValue('An Nguyễn');
    expect(screen.getByLabelText('Tên người dùng')).toHaveValue('an.nguyen');
    expect(screen.getByLabelText('Giới thiệu')).toHaveValue('Xin chào');
    expect(screen.getByLabelText('Số điện thoại')).toHaveValue('0901234567');
    expect(screen.getByLabelText('Ngày sinh')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByText('8/500 ký tự')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();
  });

  it('sends only what changed, then stores the user the server answers with', async () => {
    const saved = makeUser({ ...user, bio: 'Thích biển', dateOfBirth: '1996-02-29' });
    const fetchMock = stubApi({ 'PUT /api/user/me': jsonResponse({ user: saved }) });
    const u = renderForm();
    await u.clear(screen.getByLabelText('Giới thiệu'));
    await u.type(screen.getByLabelText('Giới thiệu'), 'Thích biển');
    await u.type(screen.getByLabelText('Ngày sinh'), '29/02/1996{Tab}');
    expect(screen.getByText('Bạn có thay đổi chưa lưu.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã lưu hồ sơ'));
    expect(callsOf(fetchMock)).toEqual([
      { key: 'PUT /api/user/me', body: { bio: 'Thích biển', dateOfBirth: '1996-02-29' } },
    ]);
    expect(getSession()?.user.bio).toBe('Thích biển');
  });

  it.each([
    ['vi', 'Ngày sinh', 'Tên người dùng', 'Số điện thoại', 'Ngày không được ở tương lai'],
    ['en', 'Date of birth', 'Username', 'Phone number', 'The date cannot be in the future'],
  ])(
    'checks the fields before sending, in %s',
    async (lng, dobLabel, usernameLabel, phoneLabel, future) => {
      await act(() => i18n.changeLanguage(lng));
      const fetchMock = stubApi({});
      const u = renderForm();
      await u.type(screen.getByLabelText(dobLabel), '2026-03-11{Enter}');
      await u.clear(screen.getByLabelText(usernameLabel));
      await u.type(screen.getByLabelText(usernameLabel), 'A b');
      await u.clear(screen.getByLabelText(phoneLabel));
      await u.type(screen.getByLabelText(phoneLabel), 'abc');
      await u.click(
        screen.getByRole('button', { name: lng === 'vi' ? 'Lưu thay đổi' : 'Save changes' }),
      );
      await waitFor(() =>
        expect(screen.getByLabelText(dobLabel)).toHaveAccessibleDescription(future),
      );
      expect(screen.getByLabelText(usernameLabel)).toHaveAccessibleDescription(
        expect.stringMatching(/3/),
      );
      expect(screen.getByLabelText(phoneLabel)).toHaveAccessibleDescription(
        lng === 'vi'
          ? 'Ví dụ +84 90 123 4567 Số điện thoại không hợp lệ'
          : 'For example +84 90 123 4567 Invalid phone number',
      );
      expect(callsOf(fetchMock)).toEqual([]);
    },
  );

  it('requires a display name', async () => {
    const u = renderForm();
    await u.clear(screen.getByLabelText(/^Tên hiển thị/));
    await u.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Tên hiển thị/)).toHaveAccessibleDescription(
        /Trường này là bắt buộc/,
      ),
    );
  });

  it('puts a taken username under its field, and the server’s 422 errors under theirs', async () => {
    let answer = 0;
    stubApi({
      'PUT /api/user/me': () =>
        ++answer === 1
          ? jsonResponse(
              { message: 'This username is already taken', code: 'USERNAME_TAKEN' },
              { status: 400 },
            )
          : jsonResponse(
              {
                message: 'Validation failed',
                code: 'VALIDATION_ERROR',
                errors: [{ field: 'dateOfBirth', code: 'validation.futureDate', message: 'x' }],
              },
              { status: 422 },
            ),
    });
    const u = renderForm();
    await u.clear(screen.getByLabelText('Tên người dùng'));
    await u.type(screen.getByLabelText('Tên người dùng'), 'binh');
    await u.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tên người dùng')).toHaveAccessibleDescription(
        /Tên người dùng này đã có người dùng/,
      ),
    );
    await u.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Ngày sinh')).toHaveAccessibleDescription(
        'Ngày không được ở tương lai',
      ),
    );
    expect(getSession()?.user.username).toBe('an.nguyen');
  });

  it('keeps unsaved edits when the user changes elsewhere (a new avatar)', async () => {
    signIn(user);
    const view = renderWithProviders(<PersonalInfoForm user={user} timeZone={ZONE} />);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Giới thiệu'), '!');
    view.rerender(
      <PersonalInfoForm
        user={{ ...user, avatarUrl: '/api/files/a/320.webp', lastName: 'Lê' }}
        timeZone={ZONE}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Họ')).toHaveValue('Lê'));
    expect(screen.getByLabelText('Giới thiệu')).toHaveValue('Xin chào!');
  });

  it('undoes the edits', async () => {
    const u = renderForm();
    await u.type(screen.getByLabelText('Tên'), 'h');
    expect(screen.getByLabelText('Tên')).toHaveValue('Anh');
    await u.click(screen.getByRole('button', { name: 'Hoàn tác' }));
    expect(screen.getByLabelText('Tên')).toHaveValue('An');
    expect(screen.getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();
  });
});
