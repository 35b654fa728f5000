import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LetterForm } from '../components/letter-form';
import { AN, content, makeLetter } from './letters-fixtures';

function renderForm(answer: Response) {
  signIn(AN);
  const mock = stubApi({ 'POST /api/letters': answer });
  const onDone = vi.fn();
  renderWithProviders(<LetterForm onDone={onDone} onCancel={() => undefined} />);
  return { mock, onDone, user: userEvent.setup() };
}

describe('<LetterForm>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z')); // 10/03/2026 in Hồ Chí Minh City
  });
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => i18n.changeLanguage('vi'));
  });

  it('refuses today and a day past 25 years, in the reader’s language, before sending', async () => {
    const { mock, user } = renderForm(jsonResponse(makeLetter({}, AN), { status: 201 }));
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    const date = screen.getByLabelText('Ngày mở thư');
    await user.type(date, '10/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Thư chỉ mở được từ ngày mai trở đi')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '11/03/2051{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Ngày mở thư phải trong vòng 25 năm tới')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('A letter opens within 25 years')).toBeInTheDocument();
    expect(callsOf(mock).filter((c) => c.key === 'POST /api/letters')).toHaveLength(0);
  });

  it('asks for words', async () => {
    const { user } = renderForm(jsonResponse(makeLetter({}, AN), { status: 201 }));
    await user.type(screen.getByLabelText('Ngày mở thư'), '14/02/2027{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
  });

  it('asks for the day it opens when none is given, not for a valid date', async () => {
    const { mock, user } = renderForm(jsonResponse(makeLetter({}, AN), { status: 201 }));
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.queryByText('Ngày không hợp lệ')).not.toBeInTheDocument();
    expect(callsOf(mock).filter((c) => c.key === 'POST /api/letters')).toHaveLength(0);
  });

  it('sends the letter to the partner and hands back what the server sealed', async () => {
    const sealed = makeLetter({ opensOn: '2027-02-14', content: content('Gửi Bình') }, AN);
    const { mock, onDone, user } = renderForm(jsonResponse(sealed, { status: 201 }));
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    await user.type(screen.getByLabelText('Ngày mở thư'), '14/02/2027{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(sealed));
    const post = callsOf(mock).find((c) => c.key === 'POST /api/letters');
    expect(post?.body).toEqual({
      to: 'partner',
      text: 'Gửi Bình',
      opensOn: '2027-02-14',
      images: [],
    });
  });

  it('puts the server’s refusal under its field', async () => {
    const { user } = renderForm(
      errorAnswer({
        status: 422,
        code: 'VALIDATION_ERROR',
        errors: [
          {
            field: 'opensOn',
            code: 'validation.letterTooSoon',
            message: 'A letter opens from tomorrow on',
          },
        ],
      }),
    );
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    await user.type(screen.getByLabelText('Ngày mở thư'), '11/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Thư chỉ mở được từ ngày mai trở đi')).toBeInTheDocument();
  });
});
