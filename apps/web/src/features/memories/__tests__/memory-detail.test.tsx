import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryDetail } from '../components/memory-detail';
import { LAN, MINH, makeImage, makeMemory, stubFetch } from './memories-fixtures';

const DALAT = makeMemory({
  id: 'dalat',
  title: 'Kỷ niệm Đà Lạt',
  description: 'Săn mây',
  content: 'Sáng đầu tiên.\nChiều đạp xe.',
  date: '2025-03-08',
  mood: 'romantic',
  tags: ['travel'],
  location: 'Hồ Xuân Hương',
  images: [makeImage('a'), makeImage('b'), makeImage('c')],
});

function renderDetail(
  memory = DALAT,
  deleteAnswer = () => jsonResponse({ message: 'Memory deleted' }),
) {
  signIn(LAN);
  const fetchMock = stubFetch(({ method, url }) => {
    if (url.pathname !== `/api/memories/${memory.id}`) return undefined;
    if (method === 'GET') return jsonResponse({ memory });
    if (method === 'DELETE') return deleteAnswer();
    return undefined;
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/memories/:id" element={<MemoryDetail id={memory.id} />} />
        <Route path="/memories" element={<p>Danh sách kỷ niệm</p>} />
      </Routes>
      <ModalHost />
    </>,
    { route: `/memories/${memory.id}` },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('<MemoryDetail>', () => {
  afterEach(() => act(() => closeAllModals()));

  it('shows the words, the full date in the language, author, mood, place and tags', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kỷ niệm Đà Lạt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thứ Bảy, 08/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Săn mây')).toBeInTheDocument();
    const details = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(details).toHaveTextContent('Lan');
    expect(details).toHaveTextContent('Lãng mạn');
    expect(details).toHaveTextContent('Hồ Xuân Hương');
    expect(details).toHaveTextContent('Du lịch');
    expect(screen.getByText('Hai bạn cùng xem')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Saturday, 8 Mar 2025')).toBeInTheDocument();
  });

  it('opens the full-screen viewer at the photo clicked', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Xem ảnh 2 trên 3 toàn màn hình' }));
    const viewer = await screen.findByTestId('image-viewer');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Kỷ niệm Đà Lạt, ảnh 2 trên 3');
  });

  it('the author deletes after confirming, sees the toast and goes back to the list', async () => {
    const { fetchMock, user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa kỷ niệm này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Giữ lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    const again = await screen.findByRole('dialog', { name: 'Xóa kỷ niệm này?' });
    // It goes to the trash (the toast offers undo): the dialog says so, never "lost for good".
    expect(again).toHaveTextContent(/chuyển vào thùng rác.*trong 30 ngày/);
    await user.click(within(again).getByRole('button', { name: 'Xóa kỷ niệm' }));
    expect(await screen.findByText('Danh sách kỷ niệm')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ type: 'success', title: 'Đã xóa kỷ niệm' });
  });

  it('a failed delete toasts "Có lỗi khi xóa kỷ niệm" and stays', async () => {
    const { user } = renderDetail(DALAT, () =>
      jsonResponse({ code: 'FORBIDDEN', message: 'nope' }, { status: 403 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa kỷ niệm' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Có lỗi khi xóa kỷ niệm',
        message: 'Bạn không có quyền thực hiện thao tác này.',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kỷ niệm Đà Lạt' })).toBeInTheDocument();
  });

  it("my partner's memory: edit, but no delete", async () => {
    renderDetail(
      makeMemory({
        id: 'his',
        title: 'Của Minh',
        createdBy: MINH.id,
        ownerId: MINH.id,
        author: MINH,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Sửa' })).toHaveAttribute(
      'href',
      '/memories/his/edit',
    );
    expect(screen.queryByRole('button', { name: 'Xóa' })).not.toBeInTheDocument();
  });

  it('a memory I kept after my partner deleted their account: by a deleted account (said in the language, never "Unknown User"), mine to delete', async () => {
    renderDetail(
      makeMemory({
        id: 'kept',
        createdBy: null,
        ownerId: LAN.id,
        author: { id: null, displayName: 'Unknown User', avatarUrl: null },
      }),
    );
    expect(await screen.findByText('Tài khoản đã xóa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xóa' })).toBeInTheDocument();
  });

  it('a memory that is not there (or not mine to see) says so', async () => {
    signIn(LAN);
    stubFetch(() => jsonResponse({ message: 'Memory not found' }, { status: 404 }));
    renderWithProviders(<MemoryDetail id="gone" />, { route: '/memories/gone' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy kỷ niệm' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tất cả kỷ niệm' })).toHaveAttribute(
      'href',
      '/memories',
    );
    expect(getToasts()).toHaveLength(0);
  });
});
