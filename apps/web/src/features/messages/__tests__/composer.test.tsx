import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@doita/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Composer, type ComposerSend } from '../components/composer';

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn<(send: ComposerSend) => Promise<boolean>>(() => Promise.resolve(true));
  const onEdit = vi.fn(() => Promise.resolve(true));
  renderWithProviders(
    <Composer
      partnerName="Minh"
      disabled={false}
      replyTo={null}
      editing={null}
      onCancelReply={() => undefined}
      onCancelEdit={() => undefined}
      onSend={onSend}
      onEdit={onEdit}
      {...props}
    />,
  );
  return { onSend, onEdit, user: userEvent.setup() };
}

describe('<Composer>', () => {
  it('sends with Enter, makes a new line with Shift+Enter, and empties the box', async () => {
    const { onSend, user } = renderComposer();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    await user.type(box, 'Anh ơi{Shift>}{Enter}{/Shift}tối nay ăn gì');
    expect(box).toHaveValue('Anh ơi\ntối nay ăn gì');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({
      text: 'Anh ơi\ntối nay ăn gì',
      images: [],
      kind: 'text',
    });
    expect(box).toHaveValue('');
  });

  it('sends nothing empty, and brings the words back when the send is refused', async () => {
    const { onSend, user } = renderComposer();
    const send = screen.getByRole('button', { name: 'Gửi' });
    expect(send).toBeDisabled();
    onSend.mockResolvedValueOnce(false);
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    await user.type(box, 'Nhớ em');
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByDisplayValue('Nhớ em')).toBeInTheDocument();
  });

  it('sends nothing that shows nothing: only spaces or zero-width characters', () => {
    renderComposer();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    const send = screen.getByRole('button', { name: 'Gửi' });
    fireEvent.change(box, { target: { value: ' \u200b\u200d\u2060 ' } });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '\u200bNhớ em' } });
    expect(send).toBeEnabled();
  });

  it('keeps a love note being edited to the note’s 280 characters', () => {
    const note: Message = {
      id: 'n-1',
      kind: 'note',
      author: { id: 'me', displayName: 'An', avatarUrl: null },
      isMine: true,
      text: 'Chúc em ngủ ngon',
      images: [],
      createdAt: '2026-11-28T10:00:00.000Z',
      editedAt: null,
      editableUntil: '2026-11-28T10:15:00.000Z',
      canEdit: true,
      removed: null,
      removedAt: null,
      replyTo: null,
      reactions: [],
      openedAt: null,
    };
    renderComposer({ editing: note });
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    expect(box).toHaveValue('Chúc em ngủ ngon');
    fireEvent.change(box, { target: { value: 'a'.repeat(281) } });
    expect(screen.getByText('Dài quá 280 ký tự rồi: rút gọn một chút nhé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu' })).toBeDisabled();
  });

  it('counts characters as people see them near the limit, and refuses past it', () => {
    renderComposer();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    // "ệ" typed as e + two combining marks is one character
    fireEvent.change(box, { target: { value: 'e\u0323\u0302'.repeat(3_850) } });
    expect(screen.getByText('Còn 150 ký tự')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '👩‍❤️‍👨'.repeat(4_001) } });
    expect(screen.getByText('Dài quá 4000 ký tự rồi: rút gọn một chút nhé.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeDisabled();
  });

  it('counts as the server does: the spaces and invisible characters at the edges are not words', () => {
    const { onSend } = renderComposer();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    // a full message pasted with a line break and a zero-width space around it
    fireEvent.change(box, { target: { value: `\n\u200b${'a'.repeat(4_000)} \n` } });
    expect(screen.getByText('Còn 0 ký tự')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    const send = screen.getByRole('button', { name: 'Gửi' });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith({ text: 'a'.repeat(4_000), images: [], kind: 'text' });
  });

  it('sends a love note with its own limit, and no photos', async () => {
    const { onSend, user } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Gửi dưới dạng lời nhắn yêu thương' }));
    expect(
      screen.getByRole('button', { name: 'Gửi dưới dạng lời nhắn yêu thương' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Thêm ảnh' })).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'a'.repeat(281) } });
    expect(screen.getByText('Dài quá 280 ký tự rồi: rút gọn một chút nhé.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Cảm ơn em' } });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(onSend).toHaveBeenCalledWith({ text: 'Cảm ơn em', images: [], kind: 'note' });
  });

  it('is disabled when the conversation is read only', () => {
    renderComposer({ disabled: true });
    expect(screen.getByRole('textbox', { name: 'Tin nhắn' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Không gửi được tin nhắn lúc này')).toBeInTheDocument();
  });
});
