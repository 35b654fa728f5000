import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrashItem } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { TrashScreen } from '../components/trash-screen';

const DAY = 24 * 3600_000;
const deletedAt = new Date(Date.now() - 2 * DAY);

function item(overrides: Partial<TrashItem>): TrashItem {
  return {
    kind: 'memory',
    id: 'm1',
    title: 'Hoa ban Điện Biên 🌸',
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + 30 * DAY).toISOString(),
    ...overrides,
  };
}

const items = [
  item({}),
  item({ kind: 'post', id: 'p1', title: 'Mùa thu Hà Nội' }),
  item({ kind: 'comment', id: 'c1', title: 'Đẹp quá anh ơi' }),
  item({ kind: 'reminder', id: 'r1', title: 'Sinh nhật em' }),
];

function renderTrash() {
  return renderWithProviders(
    <>
      <TrashScreen timeZone="Asia/Ho_Chi_Minh" />
      <ModalHost />
    </>,
  );
}

afterEach(async () => {
  clearToasts();
  await act(() => i18n.changeLanguage('vi'));
});

describe('<TrashScreen>', () => {
  it('shows a memory’s photo (by the trash’s own link) and an icon where there is none', async () => {
    const url = '/api/files/u1/480.webp?t=1&sig=x';
    const picture = {
      id: 'u1',
      originalUrl: null,
      url,
      width: 480,
      height: 360,
      placeholder: null,
      renditions: [{ url, width: 480 }],
    };
    stubApi({
      'GET /api/trash': jsonResponse({
        items: [item({ picture }), item({ id: 'm2', title: 'Không ảnh' })],
      }),
    });
    const { container } = renderTrash();
    await screen.findByText('Không ảnh');
    const pictures = container.querySelectorAll('li img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', url);
  });

  it('lists each kind with its title, deleted date and days left, in vi and en', async () => {
    stubApi({ 'GET /api/trash': jsonResponse({ items }) });
    renderTrash();
    const list = await screen.findByRole('list', { name: 'Mục đã xóa' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Kỷ niệm')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hoa ban Điện Biên 🌸')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bài viết')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bình luận')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Lời nhắc')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/xóa vĩnh viễn sau 27 ngày/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(within(rows[0]!).getByText('Memory')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/deleted for good in 27 days/)).toBeInTheDocument();
    expect(
      within(rows[3]!).getByRole('button', { name: 'Restore “Sinh nhật em”' }),
    ).toBeInTheDocument();
  });

  it('restores an item', async () => {
    const fetchMock = stubApi({
      'GET /api/trash': jsonResponse({ items }),
      'POST /api/trash/post/p1/restore': jsonResponse({
        message: 'Restored',
        item: { kind: 'post', id: 'p1' },
      }),
    });
    renderTrash();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Khôi phục “Mùa thu Hà Nội”' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/trash/post/p1/restore')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã khôi phục'));
  });

  it('deletes for good only after a confirm, and drops the row', async () => {
    let purged = false;
    const fetchMock = stubApi({
      'GET /api/trash': () =>
        jsonResponse({ items: purged ? items.filter((i) => i.id !== 'm1') : items }),
      'DELETE /api/trash/memory/m1': () => {
        purged = true;
        return jsonResponse({ message: 'Deleted for good' });
      },
    });
    renderTrash();
    const u = userEvent.setup();
    const purge = await screen.findByRole('button', {
      name: 'Xóa vĩnh viễn “Hoa ban Điện Biên 🌸”',
    });
    // Cancelled: nothing is sent.
    await u.click(purge);
    let dialog = await screen.findByRole('dialog', { name: 'Xóa vĩnh viễn?' });
    await u.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(callsOf(fetchMock).some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await u.click(purge);
    dialog = await screen.findByRole('dialog', { name: 'Xóa vĩnh viễn?' });
    await u.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'DELETE /api/trash/memory/m1')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Hoa ban Điện Biên 🌸')).not.toBeInTheDocument());
  });

  it('says when the trash is empty, and when it cannot be loaded', async () => {
    stubApi({ 'GET /api/trash': jsonResponse({ items: [] }) });
    const first = renderTrash();
    expect(await screen.findByRole('heading', { name: 'Thùng rác trống' })).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/trash': jsonResponse({ message: 'x' }, { status: 500 }) });
    renderTrash();
    expect(await screen.findByText('Không tải được thùng rác')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
