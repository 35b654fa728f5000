import type { InfiniteData } from '@tanstack/react-query';
import { messageExcerpt, type Message, type MessagesPage, type ReadPointer } from '@doita/shared';

/**
 * The conversation's cache, changed in place by what this device did and what the stream
 * says the partner did: one message put where it belongs, never the whole list read again.
 * Pages are newest first, each page newest first (as GET /messages answers).
 */
export type ConversationData = InfiniteData<MessagesPage, unknown>;

const newer = (a: Pick<Message, 'createdAt' | 'id'>, b: Pick<Message, 'createdAt' | 'id'>) => {
  const at = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  return at !== 0 ? at > 0 : a.id > b.id;
};

/**
 * Puts a message in the list: replaces it where it is, or (new) places it by its time in
 * the newest page (a message older than every loaded one is left to its own page).
 */
export function upsertMessage(
  data: ConversationData | undefined,
  message: Message,
): ConversationData | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((m) => m.id === message.id)) return page;
    found = true;
    return { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) };
  });
  if (found) return { ...data, pages: withQuotesOf(pages, message) };
  const [first, ...rest] = pages as [MessagesPage, ...MessagesPage[]];
  const oldestLoaded = first.messages[first.messages.length - 1];
  if (oldestLoaded && !newer(message, oldestLoaded) && first.nextCursor !== null) return data;
  const index = first.messages.findIndex((m) => newer(message, m));
  const messages =
    index < 0
      ? [...first.messages, message]
      : [...first.messages.slice(0, index), message, ...first.messages.slice(index)];
  return { ...data, pages: [{ ...first, messages }, ...rest] };
}

/** A reply quoting a message that changed (edited, unsent) shows the change too. */
function withQuotesOf(pages: MessagesPage[], message: Message): MessagesPage[] {
  const excerpt = message.removed || !message.text ? null : messageExcerpt(message.text);
  const imageCount = message.removed ? 0 : message.images.length;
  return pages.map((page) =>
    page.messages.some((m) => m.replyTo?.id === message.id)
      ? {
          ...page,
          messages: page.messages.map((m) =>
            m.replyTo?.id === message.id
              ? {
                  ...m,
                  replyTo: { ...m.replyTo, excerpt, imageCount, removed: message.removed },
                }
              : m,
          ),
        }
      : page,
  );
}

/** A read pointer moved: the newest page holds the pointers the screen reads. */
export function withReadPointer(
  data: ConversationData | undefined,
  who: 'partner' | 'me',
  pointer: ReadPointer,
): ConversationData | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages as [MessagesPage, ...MessagesPage[]];
  const field = who === 'partner' ? 'partnerReadUpTo' : 'myReadUpTo';
  const current = first[field];
  // forward only, as on the server
  if (current && (current.id === pointer.id || !newer(pointer, current))) return data;
  return { ...data, pages: [{ ...first, [field]: pointer }, ...rest] };
}

/** Every loaded message, oldest first (what the screen lays out). */
export function oldestFirst(data: ConversationData | undefined): Message[] {
  if (!data) return [];
  const all: Message[] = [];
  for (let p = data.pages.length - 1; p >= 0; p -= 1) {
    const page = data.pages[p]!;
    for (let i = page.messages.length - 1; i >= 0; i -= 1) all.push(page.messages[i]!);
  }
  // a message placed on the newest page may repeat on an older one fetched after it
  const seen = new Set<string>();
  return all.filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}

/** A message in the loaded pages. */
export function findMessage(data: ConversationData | undefined, id: string): Message | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.messages.find((m) => m.id === id);
    if (found) return found;
  }
  return undefined;
}
