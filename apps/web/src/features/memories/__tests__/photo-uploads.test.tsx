import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryForm } from '../components/memory-form';
import { createPhotoUploads, type Uploader } from '../hooks/photo-uploads';
import {
  LAN,
  jpeg,
  makeImage,
  makeMemory,
  sentBody,
  stubFetch,
  uploadResult,
} from './memories-fixtures';

function renderForm(memory?: Parameters<typeof MemoryForm>[0]['memory']) {
  signIn(LAN);
  renderWithProviders(<MemoryForm memory={memory} onDone={vi.fn()} onCancel={vi.fn()} />);
  return userEvent.setup({ applyAccept: false });
}
const input = () => screen.getByTestId('photo-input');
const tiles = () => screen.queryAllByTestId('photo-tile');
const requestFor = (name: string) => FakeXhr.requests.find((r) => r.file?.name === name)!;

describe('photos in the memory form', () => {
  it('picks from the phone: any image, HEIC and AVIF named too, several at once', () => {
    renderForm();
    const accept = input().getAttribute('accept')?.split(',') ?? [];
    expect(accept).toEqual(
      expect.arrayContaining(['image/*', 'image/heic', 'image/heif', 'image/avif', '.heic']),
    );
    expect(input()).toHaveAttribute('multiple');
  });

  it('uploads each photo with a progress bar, then marks it uploaded; submit waits for them', async () => {
    stubXhr();
    const user = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Biển');
    await user.type(screen.getByLabelText('Mô tả'), 'Xanh');
    await user.upload(input(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);

    // two at a time: the third waits its turn
    expect(FakeXhr.requests).toHaveLength(2);
    expect(tiles().map((t) => t.dataset.status)).toEqual(['uploading', 'uploading', 'selected']);
    expect(screen.getByText('Đang chờ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu kỷ niệm' })).toBeDisabled();
    expect(screen.getByText('Đợi ảnh tải lên xong rồi lưu.')).toBeInTheDocument();

    act(() => requestFor('a.jpg').progress(45, 100));
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải ảnh a.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('Đang tải lên 45%')).toBeInTheDocument();

    act(() => requestFor('a.jpg').respond(201, uploadResult('up-a', 'a.jpg')));
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    expect(FakeXhr.requests).toHaveLength(3);
    act(() => {
      requestFor('b.jpg').respond(201, uploadResult('up-b'));
      requestFor('c.jpg').respond(201, uploadResult('up-c'));
    });
    await waitFor(() =>
      expect(tiles().map((t) => t.dataset.status)).toEqual(['uploaded', 'uploaded', 'uploaded']),
    );
    expect(screen.getByTestId('photo-status')).toHaveTextContent('Đã tải lên 3 trên 3 ảnh');
    expect(screen.getByRole('button', { name: 'Lưu kỷ niệm' })).toBeEnabled();
  });

  it('a failure of the server offers a retry; a file the server refuses says why, with none', async () => {
    stubXhr().onSend = (xhr) => xhr.respond(500, { code: 'INTERNAL_ERROR', message: 'boom' });
    const user = renderForm();
    await user.upload(input(), [jpeg('gia.jpg')]);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'error'));
    expect(screen.getAllByText('Tải ảnh lên thất bại').length).toBeGreaterThan(0);
    FakeXhr.onSend = (xhr) => xhr.respond(201, uploadResult('up-ok'));
    await user.click(screen.getByRole('button', { name: 'Tải lại ảnh gia.jpg' }));
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    expect(FakeXhr.requests).toHaveLength(2);

    // no network on the way: the photo is kept on this device for the outbox
    FakeXhr.onSend = (xhr) => xhr.failNetwork();
    await user.upload(input(), [jpeg('mang.jpg')]);
    await waitFor(() => expect(tiles()[1]).toHaveAttribute('data-status', 'uploaded'));
    expect(screen.queryByText('Tải ảnh lên thất bại', { selector: 'p' })).not.toBeInTheDocument();

    FakeXhr.onSend = (xhr) =>
      xhr.respond(415, { code: ERROR_CODES.fileNotImage, message: UPLOAD_MESSAGES.notImage });
    await user.upload(input(), [jpeg('sai.jpg')]);
    expect(await screen.findByText('Tệp này không phải là ảnh.')).toBeInTheDocument();
    expect(screen.getByText('Không dùng được tệp này')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải lại ảnh sai.jpg' })).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('This file is not an image.')).toBeInTheDocument();
    expect(screen.getByText('Cannot use this file')).toBeInTheDocument();
  });

  it('an unreadable file says so, sends nothing, and does not hold the memory back', async () => {
    stubXhr().onSend = (xhr) => xhr.respond(201, uploadResult('up-ok', 'ok.jpg'));
    const user = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Biển');
    await user.type(screen.getByLabelText('Mô tả'), 'Xanh');
    // moved or still syncing from a cloud since it was picked: reading it fails
    const gone = jpeg('gone.jpg');
    gone.slice = () =>
      ({
        arrayBuffer: () => Promise.reject(new DOMException('', 'NotReadableError')),
      }) as unknown as Blob;
    await user.upload(input(), [jpeg('ok.jpg'), gone]);
    expect(await screen.findByText(/Không đọc được tệp này/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải lại ảnh gone.jpg' })).toBeNull();
    expect(FakeXhr.requests.map((r) => r.file?.name)).toEqual(['ok.jpg']);
    await waitFor(() => expect(tiles()[0]).toHaveAttribute('data-status', 'uploaded'));
    expect(screen.getByTestId('memory-form-footer')).toHaveTextContent(
      '1 ảnh không tải lên được: kỷ niệm sẽ được lưu mà không kèm ảnh lỗi.',
    );
    expect(screen.getByRole('button', { name: 'Lưu kỷ niệm' })).toBeEnabled();
  });

  it('skips other files before uploading, with the upload messages (vi and en)', async () => {
    stubXhr();
    const user = renderForm();
    const pdf = new File(['%PDF'], 'ghi-chu.pdf', { type: 'application/pdf' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const empty = new File([], 'trong.jpg', { type: 'image/jpeg' });
    await user.upload(input(), [pdf, svg, empty, jpeg('ok.jpg')]);
    expect(screen.getByText('Đã bỏ qua ghi-chu.pdf: tệp phải là hình ảnh')).toBeInTheDocument();
    expect(screen.getByText('Đã bỏ qua trong.jpg: tệp trống')).toBeInTheDocument();
    expect(
      screen.getByText('Đã bỏ qua logo.svg: chỉ chấp nhận ảnh JPEG, PNG, GIF và WebP'),
    ).toBeInTheDocument();
    expect(tiles()).toHaveLength(1);
    await waitFor(() => expect(FakeXhr.requests.map((r) => r.file?.name)).toEqual(['ok.jpg']));

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Skipped ghi-chu.pdf: file must be an image')).toBeInTheDocument();
    expect(screen.getByText('Skipped trong.jpg: the file is empty')).toBeInTheDocument();
  });

  it('shrinks a photo over 5 MB in the browser to 4096 px and under the limit, then sends it', async () => {
    stubXhr();
    // A 48 MP photo this browser decodes; its JPEG is half a byte a pixel times the quality.
    const drawn: number[][] = [];
    class FakeCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          fillRect: () => undefined,
          drawImage: (_: unknown, x: number, y: number, w: number, h: number) => drawn.push([w, h]),
        };
      }
      convertToBlob({ quality }: { quality: number }) {
        const bytes = Math.round(this.width * this.height * quality * 0.5);
        return Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 8000, height: 6000, close: () => undefined }),
    );
    try {
      const user = renderForm();
      await user.upload(input(), [jpeg('PXL_48mp.jpg', 12 * 1024 * 1024)]);
      expect(screen.queryByText(/Đã bỏ qua/)).not.toBeInTheDocument();
      await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
      const sent = FakeXhr.requests[0]!.file!;
      expect(drawn).toEqual([[4096, 3072]]);
      expect(sent).toMatchObject({ name: 'PXL_48mp.jpg', type: 'image/jpeg' });
      expect(sent.size).toBeLessThanOrEqual(UPLOAD_LIMITS.maxBytes);
      expect(screen.getByText('Đang tải lên 0%')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says “less than 5MB” on the photo when this browser cannot shrink it', async () => {
    stubXhr();
    const user = renderForm();
    const heic = new File([new Uint8Array(8)], 'IMG_0420.HEIC', { type: '' });
    Object.defineProperty(heic, 'size', { value: UPLOAD_LIMITS.maxBytes + 1 });
    await user.upload(input(), [heic]);
    expect(await screen.findByText('Kích thước tệp phải nhỏ hơn 5MB.')).toBeInTheDocument();
    expect(tiles()[0]).toHaveAttribute('data-status', 'error');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('takes dropped files too, and at most 20 photos', () => {
    stubXhr();
    renderForm();
    const many = Array.from({ length: 21 }, (_, i) => jpeg(`p${i}.jpg`));
    fireEvent.drop(screen.getByTestId('photo-dropzone'), { dataTransfer: { files: many } });
    expect(tiles()).toHaveLength(20);
    expect(screen.getByText('Đã bỏ qua p20.jpg: mỗi kỷ niệm có tối đa 20 ảnh')).toBeInTheDocument();
    expect(screen.getByText('20/20 ảnh')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chọn ảnh' })).toBeDisabled();
  });

  it('reorders and removes photos; the memory gets the ids in that order', async () => {
    const memory = makeMemory({ id: 'm-1', images: [makeImage('one'), makeImage('two')] });
    const fetchMock = stubFetch(({ method }) =>
      method === 'PUT' ? jsonResponse({ memory }) : undefined,
    );
    stubXhr().onSend = (xhr) => xhr.respond(201, uploadResult('three'));
    const user = renderForm(memory);
    expect(tiles()).toHaveLength(2);
    expect(within(tiles()[0]!).getByText('Ảnh bìa')).toBeInTheDocument();
    await user.upload(input(), [jpeg('ba.jpg')]);
    await waitFor(() => expect(tiles()[2]).toHaveAttribute('data-status', 'uploaded'));
    await user.click(screen.getByRole('button', { name: 'Đưa ảnh ba.jpg lên trước' }));
    await user.click(screen.getByRole('button', { name: 'Bỏ ảnh số 1' }));
    expect(screen.getByRole('button', { name: 'Chọn ảnh' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      images: ['three', 'two'],
    });
  });
});

describe('the photo buttons name themselves in the house tooltip', () => {
  const hover = async (name: string) => {
    fireEvent.pointerEnter(screen.getByRole('button', { name }), { pointerType: 'mouse' });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(name);
    expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(name);
    fireEvent.pointerLeave(screen.getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  };

  it('move earlier, move later, remove and dismiss-skipped (vi and en)', async () => {
    stubXhr();
    const memory = makeMemory({ id: 'm-1', images: [makeImage('one'), makeImage('two')] });
    const user = renderForm(memory);
    await hover('Đưa ảnh số 2 lên trước');
    await hover('Đưa ảnh số 1 ra sau');
    await hover('Bỏ ảnh số 1');
    await user.upload(input(), [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })]);
    await hover('Ẩn thông báo');
    await act(() => i18n.changeLanguage('en'));
    await hover('Remove photo 2');
  });
});

describe('createPhotoUploads', () => {
  it('aborts an upload that is removed, and frees its preview', () => {
    const signals: AbortSignal[] = [];
    const upload: Uploader = (_file, { signal }) => {
      signals.push(signal);
      return new Promise(() => undefined);
    };
    const revoked: string[] = [];
    const uploads = createPhotoUploads({
      upload,
      createPreview: (file) => `blob:${file.name}`,
      revokePreview: (url) => revoked.push(url),
    });
    uploads.add([jpeg('a.jpg')]);
    const [photo] = uploads.store.get();
    expect(photo?.status).toBe('uploading');
    uploads.remove(photo!.key);
    expect(signals[0]?.aborted).toBe(true);
    expect(revoked).toEqual(['blob:a.jpg']);
    expect(uploads.store.get()).toEqual([]);
    expect(uploads.uploadIds()).toEqual([]);
  });
});
