import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadResult, User } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { closeAllModals } from '@/lib/modal-store';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ProfileHeader } from '../components/profile-header';

vi.mock('../components/render-crop', () => ({
  AVATAR_OUTPUT_SIZE: 512,
  renderCrop: vi.fn(() => Promise.resolve(new Blob(['square'], { type: 'image/webp' }))),
}));

const AVATAR_URL = '/api/files/up-1/320.webp?exp=1&sig=s';

function uploaded(id: string): UploadResult {
  const url = `/api/files/${id}/512.webp?exp=1&sig=s`;
  return {
    id,
    fileUrl: url,
    fileName: 'avatar.webp',
    fileSize: 6,
    fileType: 'image/webp',
    image: {
      id,
      url,
      renditions: [],
      placeholder: null,
      width: 512,
      height: 512,
      originalUrl: null,
    },
  };
}

function renderHeader(user: User = makeUser()) {
  signIn(user);
  renderWithProviders(
    <>
      <ProfileHeader user={user} timeZone="Asia/Ho_Chi_Minh" />
      <ModalHost />
    </>,
  );
  return userEvent.setup({ applyAccept: false });
}

/** The dialog's photo "decodes" as 1200 x 800. */
function loadPhoto() {
  const source = screen.getByTestId('crop-source');
  Object.defineProperty(source, 'naturalWidth', { value: 1200 });
  Object.defineProperty(source, 'naturalHeight', { value: 800 });
  fireEvent.load(source);
}

const photo = () => new File([new Uint8Array(8)], 'me.jpg', { type: 'image/jpeg' });

describe('the avatar', () => {
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn(() => 'blob:photo'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  });
  afterEach(() => act(() => closeAllModals()));

  it('shows initials and "Thêm ảnh" without one', () => {
    renderHeader();
    expect(screen.getByText('AN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm ảnh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gỡ ảnh' })).not.toBeInTheDocument();
  });

  it('frames the photo from the keyboard, uploads the square with progress, and sets it', async () => {
    stubXhr();
    const withAvatar = makeUser({ avatarUrl: AVATAR_URL });
    const fetchMock = stubApi({ 'PUT /api/user/avatar': jsonResponse({ user: withAvatar }) });
    const u = renderHeader();
    await u.upload(screen.getByTestId('avatar-input'), photo());
    const dialog = await screen.findByRole('dialog', { name: 'Căn chỉnh ảnh' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Đang mở ảnh...');
    loadPhoto();

    const frame = within(dialog).getByRole('group', { name: /Vùng cắt ảnh/ });
    expect(frame).toHaveAttribute('data-crop', '1.00 0 0');
    frame.focus();
    await u.keyboard('++{ArrowRight}');
    expect(frame).toHaveAttribute('data-crop', '1.20 10 0');
    const zoom = within(dialog).getByRole('slider', { name: 'Thu phóng' });
    expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    await u.click(within(dialog).getByRole('button', { name: 'Đặt lại' }));
    expect(frame).toHaveAttribute('data-crop', '1.00 0 0');

    await u.click(within(dialog).getByRole('button', { name: 'Lưu ảnh' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0]!;
    expect(request.url).toBe('/api/upload/single');
    expect(request.file?.type).toBe('image/webp');
    act(() => request.progress(50, 100));
    expect(
      within(dialog).getByRole('progressbar', { name: 'Tiến độ tải ảnh đại diện' }),
    ).toHaveAttribute('aria-valuenow', '50');
    act(() => request.respond(201, uploaded('up-1')));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock)).toEqual([
      { key: 'PUT /api/user/avatar', body: { uploadId: 'up-1' } },
    ]);
    expect(getSession()?.user.avatarUrl).toBe(AVATAR_URL);
    expect(getToasts()[0]?.title).toBe('Đã cập nhật ảnh đại diện');
  });

  it('keeps the dialog open with the reason when the upload fails', async () => {
    stubXhr();
    FakeXhr.onSend = (xhr) =>
      xhr.respond(413, { message: 'File size must be less than 5MB', code: 'FILE_TOO_LARGE' });
    const u = renderHeader();
    await u.upload(screen.getByTestId('avatar-input'), photo());
    const dialog = await screen.findByRole('dialog');
    loadPhoto();
    await u.click(within(dialog).getByRole('button', { name: 'Lưu ảnh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Không thể lưu ảnh đại diện',
    );
    expect(within(dialog).getByRole('button', { name: 'Lưu ảnh' })).toBeEnabled();
    expect(getSession()?.user.avatarUrl).toBeNull();
  });

  it('says so when a photo it cannot open is over the upload limit', async () => {
    const u = renderHeader();
    const big = photo();
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await u.upload(screen.getByTestId('avatar-input'), big);
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(screen.getByTestId('crop-source'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Không mở được ảnh này');
    expect(within(dialog).getByRole('button', { name: 'Lưu ảnh' })).toBeDisabled();
  });

  it('offers a photo this browser cannot frame (an iPhone HEIC) as it is, and sends it unchanged', async () => {
    stubXhr();
    const u = renderHeader();
    const heic = new File([new Uint8Array(8)], 'IMG_0420.HEIC', { type: 'image/heic' });
    await u.upload(screen.getByTestId('avatar-input'), heic);
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(screen.getByTestId('crop-source'));
    expect(within(dialog).getByText(/Trình duyệt này không hiển thị được ảnh/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dùng nguyên ảnh' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.requests[0]!.file?.type).toBe('image/heic');
  });

  it('refuses a file that is not a JPEG, PNG, GIF or WebP before any upload', async () => {
    stubXhr();
    const u = renderHeader();
    await u.upload(
      screen.getByTestId('avatar-input'),
      new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(getToasts()[0]).toMatchObject({
      type: 'error',
      title: 'Không thể lưu ảnh đại diện',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('removes it: back to initials', async () => {
    const fetchMock = stubApi({ 'DELETE /api/user/avatar': jsonResponse({ user: makeUser() }) });
    const u = renderHeader(makeUser({ avatarUrl: AVATAR_URL }));
    await u.click(screen.getByRole('button', { name: 'Gỡ ảnh' }));
    await waitFor(() => expect(getSession()?.user.avatarUrl).toBeNull());
    expect(callsOf(fetchMock).map((c) => c.key)).toEqual(['DELETE /api/user/avatar']);
    expect(getToasts()[0]?.title).toBe('Đã gỡ ảnh đại diện');
  });
});
