import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LETTER_LIMITS } from '@doita/shared';
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
    expect(
      await screen.findByText(
        'Thư chỉ mở được từ ngày mai trở đi, với cả hai bạn: ở chỗ người ấy có thể đã sang ngày mai',
      ),
    ).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '11/03/2051{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(await screen.findByText('Ngày mở thư phải trong vòng 25 năm tới')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('A letter opens within 25 years')).toBeInTheDocument();
    expect(callsOf(mock).filter((c) => c.key === 'POST /api/letters')).toHaveLength(0);
  });

  it('takes the first day both calendars allow from the server: a partner already on tomorrow moves it on', async () => {
    signIn(AN);
    const sealed = makeLetter({ opensOn: '2026-03-12', content: content('Gửi Bình') }, AN);
    const mock = stubApi({
      // Bình is a day ahead: 11/03 has begun where Bình is
      'GET /api/letters/opening-days': jsonResponse({ min: '2026-03-12', max: '2051-03-10' }),
      'POST /api/letters': jsonResponse(sealed, { status: 201 }),
    });
    const onDone = vi.fn();
    renderWithProviders(<LetterForm onDone={onDone} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await vi.waitFor(() =>
      expect(callsOf(mock).some((c) => c.key === 'GET /api/letters/opening-days')).toBe(true),
    );
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    const date = screen.getByLabelText('Ngày mở thư');
    await user.type(date, '11/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(
      await screen.findByText(
        'Thư chỉ mở được từ ngày mai trở đi, với cả hai bạn: ở chỗ người ấy có thể đã sang ngày mai',
      ),
    ).toBeInTheDocument();
    expect(callsOf(mock).filter((c) => c.key === 'POST /api/letters')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '12/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(sealed));
  });

  it('keeps my own tomorrow when the server’s first day is from before my midnight', async () => {
    signIn(AN);
    const mock = stubApi({
      'GET /api/letters/opening-days': jsonResponse({ min: '2026-03-10', max: '2051-03-09' }),
      'POST /api/letters': jsonResponse(makeLetter({}, AN), { status: 201 }),
    });
    renderWithProviders(<LetterForm onDone={() => undefined} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await vi.waitFor(() =>
      expect(callsOf(mock).some((c) => c.key === 'GET /api/letters/opening-days')).toBe(true),
    );
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    await user.type(screen.getByLabelText('Ngày mở thư'), '10/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(
      await screen.findByText(
        'Thư chỉ mở được từ ngày mai trở đi, với cả hai bạn: ở chỗ người ấy có thể đã sang ngày mai',
      ),
    ).toBeInTheDocument();
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
            message:
              'A letter opens from tomorrow on, on both calendars: it may already be tomorrow where your partner is',
          },
        ],
      }),
    );
    await user.type(screen.getByLabelText('Lời thư'), 'Gửi Bình');
    await user.type(screen.getByLabelText('Ngày mở thư'), '11/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    expect(
      await screen.findByText(
        'Thư chỉ mở được từ ngày mai trở đi, với cả hai bạn: ở chỗ người ấy có thể đã sang ngày mai',
      ),
    ).toBeInTheDocument();
  });

  it('a day already begun where the partner is: the server’s refusal, in English too', async () => {
    const { user } = renderForm(
      errorAnswer({
        status: 422,
        code: 'VALIDATION_ERROR',
        errors: [
          {
            field: 'opensOn',
            code: 'validation.letterTooSoon',
            message: 'A letter opens from tomorrow on, on both calendars',
          },
        ],
      }),
    );
    await user.type(screen.getByLabelText('Lời thư'), 'Cho ngày mai');
    await user.type(screen.getByLabelText('Ngày mở thư'), '11/03/2026{Tab}');
    await user.click(screen.getByRole('button', { name: 'Niêm phong và gửi' }));
    await screen.findByText(/ở chỗ người ấy có thể đã sang ngày mai/);
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText(
        'A letter opens from tomorrow on, for both of you: it may already be tomorrow where your partner is',
      ),
    ).toBeInTheDocument();
  });

  it('edits a sealed letter whose day has begun for me (not yet for my partner)', async () => {
    signIn(AN);
    const letter = makeLetter({ opensOn: '2026-03-10', content: content('Gửi Bình') }, AN);
    const mock = stubApi({ 'PATCH /api/letters/letter-1': jsonResponse(letter) });
    const onDone = vi.fn();
    renderWithProviders(<LetterForm letter={letter} onDone={onDone} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Lời thư'), ' nhé');
    await user.click(screen.getByRole('button', { name: 'Lưu thư' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsOf(mock).find((c) => c.key === 'PATCH /api/letters/letter-1')?.body).toEqual({
      text: 'Gửi Bình nhé',
      opensOn: '2026-03-10',
      images: [],
    });
  });

  it('stops the words at the limit as the server counts them (an emoji is one)', () => {
    renderForm(jsonResponse(makeLetter({}, AN), { status: 201 }));
    const words = screen.getByLabelText('Lời thư');
    expect(words).not.toHaveAttribute('maxLength');
    fireEvent.change(words, { target: { value: '💌'.repeat(LETTER_LIMITS.text + 5) } });
    expect((words as HTMLTextAreaElement).value).toBe('💌'.repeat(LETTER_LIMITS.text));
    fireEvent.change(words, { target: { value: 'Thương'.normalize('NFD') } });
    expect(words).toHaveValue('Thương'.normalize('NFD'));
  });
});
