import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '@/components/ui/modal-host';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PostEditor } from '../components/editor/post-editor';
import { localDraftKey } from '../hooks/local-draft';
import { LAN, makePost } from './blog-fixtures';

const SAVE_WAIT = { timeout: 4000 };
const preview = () => jsonResponse({ html: '<p>x</p>', excerpt: 'x', readingMinutes: 1 });
const newKey = localDraftKey(LAN.id, null);

function renderEditor(postId: string | null = null, coupleAvailable = true) {
  signIn(makeUser({ id: LAN.id, displayName: 'Lan' }));
  return renderWithProviders(
    <PostEditor postId={postId} userId={LAN.id} coupleAvailable={coupleAvailable} />,
    { route: postId ? `/blog/${postId}/edit` : '/blog/new' },
  );
}

describe('<PostEditor>', () => {
  it('keeps every change on this device, then saves a draft and moves to its edit address', async () => {
    const created = makePost({ id: 'p9', status: 'draft', canEdit: true, content: 'Xin chào' });
    const fetchMock = stubApi({
      'POST /api/blog/posts/preview': preview(),
      'POST /api/blog/posts': jsonResponse({ post: created }, { status: 201 }),
      'PUT /api/blog/posts/p9': jsonResponse({ post: created }),
    });
    renderEditor();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Một ngày');
    await u.type(screen.getByRole('textbox', { name: 'Nội dung' }), 'Xin chào');
    await waitFor(() => expect(window.localStorage.getItem(newKey)).toContain('Xin chào'));
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved'),
      SAVE_WAIT,
    );
    expect(screen.getByTestId('save-status')).toHaveTextContent(/Đã lưu lúc \d{2}:\d{2}/);
    const create = callsOf(fetchMock).filter((c) => c.key === 'POST /api/blog/posts');
    expect(create).toHaveLength(1);
    expect(create[0]?.body).toMatchObject({
      title: 'Một ngày',
      content: 'Xin chào',
      status: 'draft',
      privacy: 'couple',
      category: 'love',
    });
    expect(window.location.pathname).toBe('/blog/p9/edit');
    // in sync with the server: no copy left on the device
    expect(window.localStorage.getItem(newKey)).toBeNull();

    await u.type(screen.getByLabelText('Tiêu đề'), '!');
    await waitFor(
      () =>
        expect(callsOf(fetchMock).filter((c) => c.key === 'PUT /api/blog/posts/p9')).toHaveLength(
          1,
        ),
      SAVE_WAIT,
    );
  });

  it('keeps a post without a title on this device only, and says why', async () => {
    const fetchMock = stubApi({ 'POST /api/blog/posts/preview': preview() });
    renderEditor(null, false);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Nội dung' }), 'Chưa có tên');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'needsTitle'),
      SAVE_WAIT,
    );
    expect(screen.getByTestId('save-status')).toHaveTextContent(
      'Thêm tiêu đề để lưu vào tài khoản',
    );
    expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/blog/posts')).toBe(false);
    expect(window.localStorage.getItem(newKey)).toContain('Chưa có tên');
    // not connected: "the two of us" cannot be chosen, and private is the default
    expect(screen.getByRole('radio', { name: /Hai chúng mình/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Chỉ mình tôi/ })).toBeChecked();
  });

  it('brings back the unsaved draft of a closed tab, and can discard it', async () => {
    window.localStorage.setItem(
      newKey,
      JSON.stringify({
        postId: null,
        savedAt: Date.now(),
        values: {
          title: 'Viết dở',
          content: 'Hôm qua...',
          excerpt: '',
          tags: [],
          category: 'life',
          privacy: 'private',
          cover: null,
        },
      }),
    );
    stubApi({ 'POST /api/blog/posts/preview': preview() });
    renderEditor();
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Viết dở');
    expect(screen.getByTestId('restore-banner')).toHaveTextContent(
      'Bản nháp chưa lưu đã được khôi phục',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bỏ đi' }));
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('');
    expect(window.localStorage.getItem(newKey)).toBeNull();
  });

  it('offers this device’s newer copy of a saved post before using it', async () => {
    const post = makePost({
      id: 'p1',
      canEdit: true,
      status: 'draft',
      content: 'Bản trên máy chủ',
    });
    window.localStorage.setItem(
      localDraftKey(LAN.id, 'p1'),
      JSON.stringify({
        postId: 'p1',
        savedAt: Date.now(),
        values: {
          title: post.title,
          content: 'Bản trên máy này',
          excerpt: '',
          tags: post.tags,
          category: post.category,
          privacy: post.privacy,
          cover: null,
        },
      }),
    );
    stubApi({
      'GET /api/blog/posts/p1': jsonResponse({ post }),
      'POST /api/blog/posts/preview': preview(),
      'PUT /api/blog/posts/p1': jsonResponse({ post }),
    });
    renderEditor('p1');
    const content = await screen.findByRole('textbox', { name: 'Nội dung' });
    expect(content).toHaveValue('Bản trên máy chủ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Khôi phục' }));
    expect(content).toHaveValue('Bản trên máy này');
  });

  it('formats with labelled toolbar buttons and shortcuts', async () => {
    stubApi({ 'POST /api/blog/posts/preview': preview() });
    renderEditor();
    const content = screen.getByRole('textbox', { name: 'Nội dung' });
    expect(screen.getByRole('toolbar', { name: 'Định dạng' })).toBeInTheDocument();
    for (const name of [
      'Đề mục',
      'In đậm',
      'In nghiêng',
      'Trích dẫn',
      'Danh sách chấm',
      'Liên kết',
      'Chèn ảnh',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.change(content, { target: { value: 'một ngày đẹp' } });
    (content as HTMLTextAreaElement).setSelectionRange(4, 8);
    await userEvent.setup().click(screen.getByRole('button', { name: 'In đậm' }));
    expect(content).toHaveValue('một **ngày** đẹp');
    (content as HTMLTextAreaElement).setSelectionRange(0, 3);
    fireEvent.keyDown(content, { key: 'i', ctrlKey: true });
    expect(content).toHaveValue('_một_ **ngày** đẹp');
  });

  it('inserts a link from plain fields (no Markdown to know), at the selection', async () => {
    stubApi({ 'POST /api/blog/posts/preview': preview() });
    renderWithProviders(
      <>
        <PostEditor postId={null} userId={LAN.id} coupleAvailable />
        <ModalHost />
      </>,
      { route: '/blog/new' },
    );
    signIn(makeUser({ id: LAN.id, displayName: 'Lan' }));
    const u = userEvent.setup();
    const content = screen.getByRole('textbox', { name: 'Nội dung' });
    expect(screen.getByRole('button', { name: 'In đậm' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
    fireEvent.change(content, { target: { value: 'xem ở đây nhé' } });
    (content as HTMLTextAreaElement).setSelectionRange(6, 9);
    fireEvent.keyDown(content, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Chèn liên kết' });
    expect(within(dialog).getByLabelText('Chữ hiển thị')).toHaveValue('đây');
    await u.type(within(dialog).getByLabelText(/^Địa chỉ trang/), 'javascript:alert(1)');
    await u.click(within(dialog).getByRole('button', { name: 'Chèn liên kết' }));
    expect(within(dialog).getByLabelText(/^Địa chỉ trang/)).toHaveAccessibleDescription(
      'Đường dẫn không hợp lệ',
    );
    await u.clear(within(dialog).getByLabelText(/^Địa chỉ trang/));
    await u.type(within(dialog).getByLabelText(/^Địa chỉ trang/), 'dalat.vn');
    await u.click(within(dialog).getByRole('button', { name: 'Chèn liên kết' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(content).toHaveValue('xem ở [đây](https://dalat.vn) nhé');
  });

  it('warns that making a post of the two of you public makes the partner comments public', async () => {
    const post = makePost({
      id: 'p3',
      status: 'published',
      privacy: 'couple',
      canEdit: true,
      commentsCount: 2,
    });
    stubApi({
      'GET /api/blog/posts/p3': jsonResponse({ post }),
      'POST /api/blog/posts/preview': preview(),
    });
    renderEditor('p3');
    const u = userEvent.setup();
    const everyone = await screen.findByRole('radio', { name: /Công khai/ });
    expect(
      screen.queryByText('Bài sẽ công khai, cả bình luận của người ấy'),
    ).not.toBeInTheDocument();
    await u.click(everyone);
    expect(screen.getByText('Bài sẽ công khai, cả bình luận của người ấy')).toBeInTheDocument();
    expect(screen.getByText(/Bài đang có 2 bình luận/)).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: /Hai chúng mình/ }));
    expect(
      screen.queryByText('Bài sẽ công khai, cả bình luận của người ấy'),
    ).not.toBeInTheDocument();
  });

  it('publishes: saves the draft, publishes it, says so', async () => {
    const draft = makePost({ id: 'p5', status: 'draft', canEdit: true });
    const fetchMock = stubApi({
      'POST /api/blog/posts/preview': preview(),
      'POST /api/blog/posts': jsonResponse({ post: draft }, { status: 201 }),
      'POST /api/blog/posts/p5/publish': jsonResponse({ post: { ...draft, status: 'published' } }),
    });
    renderEditor();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Đăng bài' }));
    expect(await screen.findAllByText('Trường này là bắt buộc')).toHaveLength(2);
    await u.type(screen.getByLabelText('Tiêu đề'), 'Xong');
    await u.type(screen.getByRole('textbox', { name: 'Nội dung' }), 'Nội dung');
    await u.click(screen.getByRole('button', { name: 'Đăng bài' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã đăng bài'));
    expect(
      callsOf(fetchMock)
        .map((c) => c.key)
        .filter((k) => !k.includes('preview')),
    ).toEqual(['POST /api/blog/posts', 'POST /api/blog/posts/p5/publish']);
  });

  it('never autosaves a published post: its changes wait on this device for “Save changes”', async () => {
    const post = makePost({ id: 'p2', canEdit: true, status: 'published', content: 'Đã đăng' });
    const fetchMock = stubApi({
      'GET /api/blog/posts/p2': jsonResponse({ post }),
      'POST /api/blog/posts/preview': preview(),
      'PUT /api/blog/posts/p2': jsonResponse({ post }),
    });
    renderEditor('p2');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Tiêu đề'), ' (sửa)');
    await act(() => new Promise((r) => setTimeout(r, 1800)));
    expect(callsOf(fetchMock).some((c) => c.key === 'PUT /api/blog/posts/p2')).toBe(false);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'publishedLocal');
    await u.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã lưu thay đổi'));
    expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/blog/posts/p2')?.body).toMatchObject({
      title: `${post.title} (sửa)`,
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    stubApi({
      'POST /api/blog/posts/preview': preview(),
      'POST /api/blog/posts': jsonResponse(
        {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'content', code: 'validation.maxLength:100000', message: 'x' }],
        },
        { status: 422 },
      ),
    });
    renderEditor();
    await userEvent.setup().type(screen.getByLabelText('Tiêu đề'), 'Dài quá');
    expect(await screen.findByText('Tối đa 100000 ký tự', {}, SAVE_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'failed');
  });

  it('asks for a title when saving a draft without one', async () => {
    stubApi({ 'POST /api/blog/posts/preview': preview() });
    renderEditor();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.getByLabelText('Tiêu đề')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves what waited for the network when it comes back', async () => {
    let offline = true;
    const created = makePost({ id: 'p7', status: 'draft', canEdit: true });
    const fetchMock = stubApi({
      'POST /api/blog/posts/preview': preview(),
      'POST /api/blog/posts': () => {
        if (offline) throw new TypeError('offline');
        return jsonResponse({ post: created }, { status: 201 });
      },
    });
    renderEditor();
    await userEvent.setup().type(screen.getByLabelText('Tiêu đề'), 'Mất mạng');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'failed'),
      SAVE_WAIT,
    );
    expect(screen.getByTestId('save-status')).toHaveTextContent('Đã giữ trên thiết bị này');
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved'),
    );
    expect(callsOf(fetchMock).filter((c) => c.key === 'POST /api/blog/posts')).toHaveLength(2);
  });
});
