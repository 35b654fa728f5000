import type { TFunction } from 'i18next';
import type { Message, MessageQuote } from '@doita/shared';

/** http(s) addresses and www. ones, up to the first space or closing bracket */
const LINK = /\b(https?:\/\/[^\s<>"')\]]+|www\.[^\s<>"')\]]+)/giu;
/** punctuation that ends a sentence rather than the address */
const TRAILING = /[.,;:!?]+$/u;

/**
 * The bidi embeddings and overrides (LRE, RLE, PDF, LRO, RLO): an override turns what
 * follows it around on screen, so "Hi\u202Egnp.exe" reads "Hiexe.png". Shown without them;
 * the words are kept as sent. The isolates and direction marks that mixed texts need stay.
 */
const BIDI_OVERRIDES = /[\u202A-\u202E]/gu;

/**
 * A message's words with their addresses as links (opening in a new tab, telling the other
 * site nothing of where it came from); no preview is ever fetched. Line breaks are kept by
 * the bubble's `whitespace-pre-wrap`. Each line takes the direction of its first strong
 * letter (`dir="auto"`, `unicode-bidi: plaintext`): Hebrew or Arabic reads right to left,
 * with its punctuation and numbers where they belong, beside Vietnamese lines.
 */
export function MessageText({
  text: sent,
  tabIndex,
}: {
  text: string;
  /** -1 while its message is not the conversation's tab stop */
  tabIndex?: number;
}) {
  return (
    <span dir="auto" className="block [unicode-bidi:plaintext]">
      <LinkedText text={sent.replace(BIDI_OVERRIDES, '')} tabIndex={tabIndex} />
    </span>
  );
}

function LinkedText({ text, tabIndex }: { text: string; tabIndex: number | undefined }) {
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
        tabIndex={tabIndex}
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 [overflow-wrap:anywhere]"
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
