import type { TFunction } from 'i18next';
import type { Message, MessageQuote } from '@doita/shared';

/** http(s) addresses and www. ones, up to the first space or closing bracket */
const LINK = /\b(https?:\/\/[^\s<>"')\]]+|www\.[^\s<>"')\]]+)/giu;
/** punctuation that ends a sentence rather than the address */
const TRAILING = /[.,;:!?]+$/u;

/**
 * A message's words with their addresses as links (opening in a new tab, telling the other
 * site nothing of where it came from); no preview is ever fetched. Line breaks are kept by
 * the bubble's `whitespace-pre-wrap`.
 */
export function MessageText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    if (start > last) parts.push(text.slice(last, start));
    const href = address.startsWith('www.') ? `https://${address}` : address;
    parts.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all underline underline-offset-2"
      >
        {address}
      </a>,
    );
    last = start + address.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** What a quote of a message says in one line: its words, its photos, or that it was removed. */
export function quoteText(
  t: TFunction<'messages'>,
  quote: Pick<MessageQuote, 'excerpt' | 'imageCount' | 'removed'> | Message,
): string {
  if (quote.removed) return t('removed');
  const excerpt = 'excerpt' in quote ? quote.excerpt : quote.text;
  const imageCount = 'imageCount' in quote ? quote.imageCount : quote.images.length;
  if (excerpt) return excerpt;
  return t('photos', { count: imageCount });
}
