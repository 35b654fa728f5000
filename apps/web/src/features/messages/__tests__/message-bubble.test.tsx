import { screen } from '@testing-library/react';
import type { Message } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageBubble } from '../components/message-bubble';
import { makeMessage, noActions } from './message-fixtures';

const noop = () => undefined;
const actions = noActions;

const message = (over: Partial<Message>): Message =>
  makeMessage({ editableUntil: '2026-12-02T13:20:00.000Z', ...over });

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
