import { screen } from '@testing-library/react';
import type { Message } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageBubble } from '../components/message-bubble';
import type { MessageActions } from '../components/message-menu';

const noop = () => undefined;
const actions = (): MessageActions => ({
  reply: noop,
  react: noop,
  copy: noop,
  edit: noop,
  unsend: noop,
});

function message(over: Partial<Message>): Message {
  return {
    id: 'm1',
    kind: 'text',
    author: { id: 'minh', displayName: 'Minh', avatarUrl: null },
    isMine: false,
    text: 'Tối nay ăn gì?',
    images: [],
    createdAt: '2026-12-02T13:05:00.000Z',
    editedAt: null,
    editableUntil: '2026-12-02T13:20:00.000Z',
    canEdit: false,
    removed: null,
    removedAt: null,
    replyTo: null,
    reactions: [],
    openedAt: null,
    ...over,
  };
}

function bubble(one: Message, { groupEnd = true, seen = false } = {}) {
  renderWithProviders(
    <ul>
      <MessageBubble
        message={one}
        groupStart
        groupEnd={groupEnd}
        seen={seen}
        canWrite
        locale="vi"
        timeZone="Asia/Ho_Chi_Minh"
        myId="lan"
        partnerName="Minh"
        actions={actions}
        onJump={noop}
      />
    </ul>,
  );
}

describe('<MessageBubble> actions button', () => {
  it('names whose message it acts on, and when it was sent', () => {
    bubble(message({}));
    expect(
      screen.getByRole('button', {
        name: 'Thêm thao tác cho tin nhắn của Minh lúc 20:05 02/12/2026',
      }),
    ).toBeInTheDocument();
  });

  it('says "your" for mine', () => {
    bubble(message({ isMine: true, author: { id: 'lan', displayName: 'Lan', avatarUrl: null } }));
    expect(
      screen.getByRole('button', { name: /^Thêm thao tác cho tin nhắn của bạn lúc 20:05/ }),
    ).toBeInTheDocument();
  });
});

describe('<MessageBubble> under the message', () => {
  it('puts a dot before "Seen" only when something stands before it', () => {
    bubble(message({ isMine: true }), { groupEnd: false, seen: true });
    expect(screen.getByTestId('message-seen')).toHaveTextContent(/^Đã xem$/);
  });

  it('after the time, "Seen" follows a dot', () => {
    bubble(message({ isMine: true }), { groupEnd: true, seen: true });
    expect(screen.getByTestId('message-seen')).toHaveTextContent(/^· Đã xem$/);
  });
});
