import type { Message } from '@doita/shared';
import type { MessageActions } from '../components/message-menu';

const noop = () => undefined;

/** a message's actions that do nothing, for views that only need them passed */
export const noActions = (): MessageActions => ({
  reply: noop,
  react: noop,
  copy: noop,
  edit: noop,
  unsend: noop,
});

/** a message from Minh as the API answers it, with `over` on top */
export function makeMessage(over: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    kind: 'text',
    author: { id: 'minh', displayName: 'Minh', avatarUrl: null },
    isMine: false,
    text: 'Tối nay ăn gì?',
    images: [],
    createdAt: '2026-12-02T13:05:00.000Z',
    editedAt: null,
    editableUntil: null,
    canEdit: false,
    removed: null,
    removedAt: null,
    replyTo: null,
    reactions: [],
    openedAt: null,
    ...over,
  };
}
