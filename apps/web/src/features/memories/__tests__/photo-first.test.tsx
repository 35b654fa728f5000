import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { clearFormDrafts } from '@/lib/form-drafts';
import { i18n } from '@/lib/i18n';
import { loadOutbox } from '@/lib/offline';
import { getSession } from '@/lib/session';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MEMORY_DRAFT } from '../hooks/memory-draft-key';
import { openMemoryForm } from '../components/open-memory-form';
import {
  LAN,
  jpeg,
  makeImage,
  makeMemory,
  savedMemory,
  sentBody,
  stubFetch,
  uploadResult,
} from './memories-fixtures';

/** A camera JPEG taken on 24 Dec 2023 (EXIF DateTimeOriginal), GPS besides. */
const DATED = readFileSync(join(import.meta.dirname, '../../../lib/__tests__/fixtures/dated.jpg'));
const dated = (name = 'IMG_2412.JPG') => new File([DATED], name, { type: 'image/jpeg' });
const DRAFT_KEY = `draft:${MEMORY_DRAFT}:${LAN.id}`;
const storedDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
    values: { title: string };
    photos: { id: string; name: string }[];
  } | null;

/** The system's picker: jsdom has none, so each input it is asked of is kept to "pick" with. */
let pickers: HTMLInputElement[] = [];
function pick(files: File[], input = pickers.at(-1)!) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

function open(start?: 'photos') {
  const t = i18n.t.bind(i18n);
  act(() => {
    openMemoryForm(t, { start });
  });
}
function renderHost() {
  signIn(LAN);
  const view = renderWithProviders(<ModalHost />);
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}
const dialog = () => screen.findByRole('dialog', { name: /Kỷ niệm mới|New memory/ });
const tiles = () => screen.queryAllByTestId('photo-tile');
const answerUploads = () =>
  (FakeXhr.onSend = (xhr) =>
    xhr.respond(201, uploadResult(`up-${xhr.file?.name}`, xhr.file?.name)));

beforeEach(() => {
  pickers = [];
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
    this: HTMLInputElement,
  ) {
    pickers.push(this);
  });
  stubXhr();
});
afterEach(() => {
  act(() => closeAllModals());
  onlineManager.setOnline(true);
});

describe('a new memory, photo first', () => {
  it('opens the picker within the tap; the photos upload at once and the date is the day the first was taken', async () => {
    answerUploads();
    const { user } = renderHost();
    open('photos');
    expect(pickers).toHaveLength(1);
    expect(pickers[0]).toMatchObject({ type: 'file', multiple: true });
    expect(pickers[0]!.accept).toContain('image/heic');
    // picked before the form's chunk has even arrived: it takes them when it does
    pick([dated(), jpeg('b.jpg')]);
    const form = await dialog();
    await waitFor(() =>
      expect(tiles().map((t) => t.dataset.status)).toEqual(['uploaded', 'uploaded']),
    );
    expect(FakeXhr.requests.map((r) => r.file?.name)).toEqual(['IMG_2412.JPG', 'b.jpg']);
    // the fields came with the photos: the date from the camera, the place left to them
    const date = within(form).getByLabelText('Ngày');
    await waitFor(() => expect(date).toHaveValue('24/12/2023'));
    expect(date).toHaveAccessibleDescription('Ngày chụp của ảnh đầu tiên.');
    expect(within(form).getByLabelText('Địa điểm')).toHaveValue('');
    // the rest folds under "more"
    expect(within(form).getByText('Thêm câu chuyện, tâm trạng và thẻ')).toBeInTheDocument();

    const fetchMock = stubFetch(({ method, body }) =>
      method === 'POST' ? jsonResponse({ memory: savedMemory(body) }, { status: 201 }) : undefined,
    );
    await user.type(within(form).getByLabelText('Tiêu đề'), 'Giáng sinh');
    await user.type(within(form).getByLabelText('Mô tả'), 'Cây thông nhỏ');
    await user.click(within(form).getByRole('button', { name: 'Lưu kỷ niệm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock)).toMatchObject({
      title: 'Giáng sinh',
      date: '2023-12-24',
      location: null,
      images: ['up-IMG_2412.JPG', 'up-b.jpg'],
    });
    // saved: no draft is left behind
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a cancelled picker leaves the choice: pick again, or write without photos (the date stays today)', async () => {
    answerUploads();
    const { user } = renderHost();
    open('photos');
    const form = await dialog();
    const pickButton = within(form).getByRole('button', { name: 'Chọn ảnh' });
    expect(within(form).queryByLabelText('Tiêu đề')).not.toBeInTheDocument();
    expect(
      within(form).getByText(/ngày chụp của ảnh đầu tiên sẽ là ngày của kỷ niệm/),
    ).toBeInTheDocument();
    await user.click(pickButton);
    expect(pickers.at(-1)).toBe(within(form).getByTestId('photo-input'));
    await user.click(within(form).getByRole('button', { name: 'Viết không cần ảnh' }));
    expect(within(form).getByLabelText('Tiêu đề')).toBeInTheDocument();
    const today = within(form).getByLabelText<HTMLInputElement>('Ngày').value;
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // a photo without a date in it changes nothing
    await user.upload(within(form).getByTestId('photo-input'), [jpeg('no-exif.jpg')]);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    expect(within(form).getByLabelText('Ngày')).toHaveValue(today);
  });

  it('a picker dismissed without a word leaves one input behind at most; a pick takes it away', async () => {
    renderHost();
    const leftOver = () => document.querySelectorAll('body > input[type="file"]').length;
    open('photos');
    await dialog();
    act(() => closeAllModals());
    open('photos');
    expect(leftOver()).toBe(1);
    pick([jpeg('a.jpg')]);
    expect(leftOver()).toBe(0);
  });

  it('a date the person chose stays when a dated photo comes after', async () => {
    answerUploads();
    const { user } = renderHost();
    open();
    const form = await dialog();
    const date = within(form).getByLabelText('Ngày');
    await user.clear(date);
    await user.type(date, '14/02/2024');
    await user.tab();
    await user.upload(within(form).getByTestId('photo-input'), [dated()]);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    // the reader had its chance: give it a moment more, then check nothing moved
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(date).toHaveValue('14/02/2024');
  });

  it('the regular form (desktop) takes a dated photo’s day too, while the date is untouched', async () => {
    answerUploads();
    const { user } = renderHost();
    open();
    const form = await dialog();
    expect(within(form).getByLabelText('Tiêu đề')).toBeInTheDocument();
    await user.upload(within(form).getByTestId('photo-input'), [dated()]);
    await waitFor(() => expect(within(form).getByLabelText('Ngày')).toHaveValue('24/12/2023'));
  });
});

describe('the new memory survives a reload, a closed tab or a dropped connection', () => {
  it('a reload brings back every word and the uploaded photos (by id), saying what could not come back', async () => {
    answerUploads();
    const first = renderHost();
    open();
    let form = await dialog();
    await first.user.type(within(form).getByLabelText('Tiêu đề'), 'Đà Lạt');
    await first.user.type(within(form).getByLabelText('Mô tả'), 'Săn mây');
    await first.user.click(within(form).getByRole('button', { name: 'Lãng mạn' }));
    await first.user.upload(within(form).getByTestId('photo-input'), [jpeg('may.jpg')]);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    // one more still on its way when the page goes
    FakeXhr.onSend = null;
    await first.user.upload(within(form).getByTestId('photo-input'), [jpeg('dang-tai.jpg')]);
    expect(storedDraft()).toMatchObject({
      values: { title: 'Đà Lạt' },
      photos: [{ id: 'up-may.jpg', name: 'may.jpg' }],
    });

    // the page reloads: nothing of the old one runs, the modal opens afresh
    first.unmount();
    act(() => closeAllModals());
    const second = renderHost();
    const pickersBefore = pickers.length;
    open('photos');
    // a draft opens as it was left, not with the picker
    expect(pickers).toHaveLength(pickersBefore);
    form = await dialog();
    expect(within(form).getByText('Đã mở lại kỷ niệm bạn đang viết dở')).toBeInTheDocument();
    expect(
      within(form).getByText(
        '1 ảnh chưa tải lên xong (hoặc đã quá một ngày) nên không giữ được: hãy chọn lại.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Tiêu đề')).toHaveValue('Đà Lạt');
    expect(within(form).getByLabelText('Mô tả')).toHaveValue('Săn mây');
    expect(within(form).getByRole('button', { name: 'Lãng mạn' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tiles()).toHaveLength(1);
    expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded');
    expect(within(form).getByRole('button', { name: 'Bỏ ảnh may.jpg' })).toBeInTheDocument();

    // saving sends the kept photo by its id
    const fetchMock = stubFetch(({ method, body }) =>
      method === 'POST' ? jsonResponse({ memory: savedMemory(body) }, { status: 201 }) : undefined,
    );
    await second.user.click(within(form).getByRole('button', { name: 'Lưu kỷ niệm' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ title: 'Đà Lạt', images: ['up-may.jpg'] });
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('photos older than a day are not offered back (the server has let them go)', async () => {
    const now = Date.now();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        savedAt: now - 60_000,
        values: {
          title: 'Cũ',
          description: '',
          content: '',
          date: '2025-01-01',
          location: '',
          mood: 'not-a-mood',
          tags: ['travel', 'nonsense'],
          isPrivate: false,
        },
        photos: [
          { id: 'old', name: 'old.jpg', image: makeImage('old'), uploadedAt: now - 24 * 3600_000 },
          { id: 'new', name: 'new.jpg', image: makeImage('new'), uploadedAt: now - 3600_000 },
        ],
        pendingCount: 0,
      }),
    );
    const { user } = renderHost();
    open();
    const form = await dialog();
    expect(within(form).getByLabelText('Tiêu đề')).toHaveValue('Cũ');
    expect(tiles()).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Bỏ ảnh new.jpg' })).toBeInTheDocument();
    expect(within(form).getByText(/^1 ảnh chưa tải lên xong/)).toBeInTheDocument();
    // what a stored value may not hold is dropped
    expect(within(form).getByRole('button', { name: 'Du lịch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // and the person may start afresh
    await user.click(within(form).getByRole('button', { name: 'Bỏ bản nháp, viết lại từ đầu' }));
    expect(within(form).getByLabelText('Tiêu đề')).toHaveValue('');
    expect(tiles()).toHaveLength(0);
    expect(within(form).queryByText('Đã mở lại kỷ niệm bạn đang viết dở')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('the connection drops as it saves: the memory waits in the outbox, photos and all', async () => {
    answerUploads();
    const { user } = renderHost();
    open();
    const form = await dialog();
    await user.type(within(form).getByLabelText('Tiêu đề'), 'Mất mạng');
    await user.type(within(form).getByLabelText('Mô tả'), 'Vẫn còn');
    await user.upload(within(form).getByTestId('photo-input'), [jpeg('a.jpg')]);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    // the connection drops as it saves
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await user.click(within(form).getByRole('button', { name: 'Lưu kỷ niệm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const waiting = await loadOutbox(getSession()?.user.id ?? null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      operationId: 'createMemory',
      label: 'Mất mạng',
      status: 'waiting',
      input: { body: { title: 'Mất mạng', description: 'Vẫn còn', images: ['up-a.jpg'] } },
    });
    // sent again later under the same key: the server applies it once
    const sent = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((sent[1].headers as Record<string, string>)['Idempotency-Key']).toBe(waiting[0]?.id);
    expect(getToasts().filter((t) => t.type === 'error')).toEqual([]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('offline, the save is queued at once (nothing is sent) and the form closes', async () => {
    const { user } = renderHost();
    open();
    const form = await dialog();
    await user.type(within(form).getByLabelText('Tiêu đề'), 'Trên máy bay');
    await user.type(within(form).getByLabelText('Mô tả'), 'Không có mạng');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await user.click(within(form).getByRole('button', { name: 'Lưu kỷ niệm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    const waiting = await loadOutbox(getSession()?.user.id ?? null);
    expect(waiting.map((item) => item.label)).toEqual(['Trên máy bay']);
  });

  it('Cancel, Escape and signing out each discard the draft', async () => {
    const { user } = renderHost();
    for (const close of ['cancel', 'escape'] as const) {
      open();
      const form = await dialog();
      await user.type(within(form).getByLabelText('Tiêu đề'), 'Thử');
      expect(storedDraft()?.values.title).toBe('Thử');
      if (close === 'cancel') await user.click(within(form).getByRole('button', { name: 'Hủy' }));
      else await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    }
    localStorage.setItem(DRAFT_KEY, '{}');
    localStorage.setItem('draft:new-memory:someone-else', '{}');
    localStorage.setItem('locale', 'vi');
    clearFormDrafts();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem('draft:new-memory:someone-else')).toBeNull();
    expect(localStorage.getItem('locale')).toBe('vi');
  });

  it('an empty form leaves no draft, and editing a memory never makes one', async () => {
    const { user } = renderHost();
    open();
    const form = await dialog();
    await user.click(within(form).getByLabelText('Tiêu đề'));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => closeAllModals());
    const t = i18n.t.bind(i18n);
    act(() => {
      openMemoryForm(t, { memory: makeMemory({ id: 'm-1' }) });
    });
    const edit = await screen.findByRole('dialog', { name: 'Sửa kỷ niệm' });
    await user.type(within(edit).getByLabelText('Tiêu đề'), ' sửa');
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((key) => key?.startsWith('draft:'))).toEqual([]);
  });
});
