import { describe, expect, it } from 'vitest';
import type { Message, MessagesPage } from '@doita/shared';
import {
  findMessage,
  oldestFirst,
  upsertMessage,
  withReadPointer,
  type ConversationData,
} from '../api/messages-cache';

function message(id: string, createdAt: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    kind: 'text',
    author: { id: 'u1', displayName: 'An', avatarUrl: null },
    isMine: false,
    text: `text ${id}`,
    images: [],
    createdAt,
    editedAt: null,
    editableUntil: null,
    canEdit: false,
    removed: null,
    removedAt: null,
    replyTo: null,
    reactions: [],
    openedAt: null,
    ...extra,
  };
}

function page(messages: Message[], nextCursor: string | null): MessagesPage {
  return {
    messages,
    nextCursor,
    partnerReadUpTo: null,
    myReadUpTo: null,
    readOnly: false,
    partner: { id: 'u1', displayName: 'An', avatarUrl: null },
  };
}

const data = (...pages: MessagesPage[]): ConversationData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? '' : `c${i}`)),
});

describe('the conversation cache', () => {
  const newest = page(
    [message('3', '2026-11-28T10:03:00Z'), message('2', '2026-11-28T10:02:00Z')],
    'c1',
  );
  const older = page([message('1', '2026-11-28T10:01:00Z')], null);

  it('lays pages out oldest first', () => {
    expect(oldestFirst(data(newest, older)).map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('puts a new message at the top of the newest page', () => {
    const next = upsertMessage(data(newest, older), message('4', '2026-11-28T10:04:00Z'));
    expect(oldestFirst(next).map((m) => m.id)).toEqual(['1', '2', '3', '4']);
  });

  it('replaces a message where it is (an edit, a reaction) without moving it', () => {
    const edited = message('1', '2026-11-28T10:01:00Z', {
      text: 'đã sửa',
      editedAt: '2026-11-28T10:05:00Z',
    });
    const next = upsertMessage(data(newest, older), edited);
    expect(findMessage(next, '1')?.text).toBe('đã sửa');
    expect(oldestFirst(next).map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('adds nothing twice (the stream echoes my own message)', () => {
    const fourth = message('4', '2026-11-28T10:04:00Z');
    const next = upsertMessage(upsertMessage(data(newest, older), fourth), fourth);
    expect(oldestFirst(next).map((m) => m.id)).toEqual(['1', '2', '3', '4']);
  });

  it('leaves a message older than the loaded pages to its own page', () => {
    const ancient = message('0', '2026-11-01T10:00:00Z');
    const onlyNewest = data(newest);
    expect(upsertMessage(onlyNewest, ancient)).toBe(onlyNewest);
  });

  it('shows an unsent message’s trace in the replies that quote it', () => {
    const reply = message('5', '2026-11-28T10:05:00Z', {
      replyTo: {
        id: '2',
        author: { id: 'u1', displayName: 'An', avatarUrl: null },
        excerpt: 'text 2',
        imageCount: 0,
        kind: 'text',
        removed: null,
      },
    });
    const start = upsertMessage(data(newest, older), reply);
    const unsent = message('2', '2026-11-28T10:02:00Z', {
      text: null,
      removed: 'unsent',
      removedAt: '2026-11-28T10:06:00Z',
    });
    const next = upsertMessage(start, unsent);
    expect(findMessage(next, '5')?.replyTo).toMatchObject({ excerpt: null, removed: 'unsent' });
  });

  it('moves a read pointer forward only', () => {
    const start = data(newest, older);
    const read3 = withReadPointer(start, 'partner', {
      id: '3',
      createdAt: '2026-11-28T10:03:00Z',
      seenAt: '2026-11-28T10:10:00Z',
    });
    expect(read3?.pages[0]?.partnerReadUpTo?.id).toBe('3');
    const back = withReadPointer(read3, 'partner', {
      id: '1',
      createdAt: '2026-11-28T10:01:00Z',
      seenAt: '2026-11-28T10:11:00Z',
    });
    expect(back?.pages[0]?.partnerReadUpTo?.id).toBe('3');
  });
});
