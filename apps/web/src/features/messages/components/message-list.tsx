import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@doita/shared';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/format';
import { layOut, seenMessageId } from '../conversation-layout';
import type { MessageActions } from './message-menu';
import { MessageBubble } from './message-bubble';

/** within this many pixels of the bottom counts as "at the newest message" */
const AT_BOTTOM_PX = 80;

export interface ListHandle {
  /** scrolls to a loaded message and flashes it; false when it is not loaded */
  reveal: (id: string) => boolean;
  toBottom: () => void;
}

/**
 * The conversation's scrolling log: oldest at the top, newest at the bottom, with day
 * separators and runs by the same person grouped. Scrolling near the top loads the older
 * page and keeps what was on screen where it was; a new message keeps the view at the
 * bottom when it was there (or when it is mine). `onAtBottom` says when the newest message
 * is on screen (the page marks the conversation read then).
 */
export function MessageList({
  messages,
  myId,
  partnerName,
  partnerRead,
  canWrite,
  locale,
  timeZone,
  now,
  hasOlder,
  loadingOlder,
  olderFailed,
  loadOlder,
  actions,
  onJump,
  onAtBottom,
  handleRef,
  footer,
  footerCount = 0,
}: {
  messages: Message[];
  myId: string;
  partnerName: string;
  partnerRead: { id: string; createdAt: string } | null;
  canWrite: boolean;
  locale: string;
  timeZone: string;
  now: Date;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  actions: (message: Message) => MessageActions;
  onJump: (id: string) => void;
  onAtBottom: (atBottom: boolean) => void;
  handleRef: React.RefObject<ListHandle | null>;
  /** what waits to be sent, under the last message */
  footer?: ReactNode;
  /** how many are waiting in the footer: each one I add is followed to the bottom */
  footerCount?: number;
}) {
  const { t } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** the scroll height and offset before an older page came in */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const last = messages[messages.length - 1];

  const placed = useMemo(() => layOut(messages, now, timeZone), [messages, now, timeZone]);
  const seenId = useMemo(
    () => seenMessageId(messages, myId, partnerRead),
    [messages, myId, partnerRead],
  );

  // One tab stop for the whole log (the message last focused, else the newest): Tab goes
  // from the conversation to the composer in one step, the arrow keys move between messages,
  // and Tab from a message goes through its own buttons.
  const [activeId, setActiveId] = useState<string | null>(null);
  const tabStopId =
    activeId && messages.some((m) => m.id === activeId) ? activeId : (last?.id ?? null);
  const onActivate = useCallback((id: string) => setActiveId(id), []);
  // read when a key is pressed: a callback that changed with every message would draw each
  // bubble again on every new message (they are memoised)
  const moveState = useRef({ messages, hasOlder, loadingOlder, loadOlder });
  useLayoutEffect(() => {
    moveState.current = { messages, hasOlder, loadingOlder, loadOlder };
  });
  const onMove = useCallback((id: string, key: 'ArrowUp' | 'ArrowDown' | 'Home' | 'End') => {
    const {
      messages: shown,
      hasOlder: more,
      loadingOlder: loading,
      loadOlder: older,
    } = moveState.current;
    const index = shown.findIndex((m) => m.id === id);
    if (index < 0) return;
    const target =
      key === 'Home'
        ? 0
        : key === 'End'
          ? shown.length - 1
          : Math.min(shown.length - 1, Math.max(0, index + (key === 'ArrowUp' ? -1 : 1)));
    // at the oldest loaded with older ones to come: they load, and the arrow goes on then
    if (target === index && key === 'ArrowUp' && more && !loading) older();
    const next = shown[target];
    if (!next) return;
    setActiveId(next.id);
    const row = document.getElementById(`message-${next.id}`);
    row?.focus({ preventScroll: true });
    row?.scrollIntoView({ block: 'nearest' });
  }, []);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  useEffect(() => {
    handleRef.current = {
      toBottom,
      reveal: (id) => {
        const target = document.getElementById(`message-${id}`);
        if (!target) return false;
        target.scrollIntoView({ block: 'center' });
        const bubble = target.querySelector<HTMLElement>('[data-bubble]') ?? target;
        bubble.classList.remove('animate-flash');
        // restart the animation on a second jump to the same message
        void bubble.offsetWidth;
        bubble.classList.add('animate-flash', 'rounded-3xl');
        target.querySelector<HTMLElement>('[data-testid="message-more"]')?.focus({
          preventScroll: true,
        });
        return true;
      },
    };
  }, [handleRef, toBottom]);

  // an older page came in above: what was on screen stays where it was
  useLayoutEffect(() => {
    const el = scroller.current;
    const saved = anchor.current;
    if (!el || !saved) return;
    anchor.current = null;
    el.scrollTop = el.scrollHeight - saved.height + saved.top;
  }, [firstId]);

  // a new message at the bottom: follow it when the view was there, or when it is mine
  const lastId = last?.id;
  const lastMine = last?.isMine ?? false;
  useLayoutEffect(() => {
    if (atBottom.current || lastMine) toBottom();
  }, [lastId, lastMine, toBottom]);
  // one more of mine waiting to be sent (the second and third written offline too): shown
  const waitingShown = useRef(0);
  useLayoutEffect(() => {
    if (footerCount > waitingShown.current) toBottom();
    waitingShown.current = footerCount;
  }, [footerCount, toBottom]);

  // the older page loads as the top comes near
  useEffect(() => {
    const el = scroller.current;
    const sentinel = topSentinel.current;
    if (!el || !sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || loadingOlder || olderFailed) return;
        anchor.current = { height: el.scrollHeight, top: el.scrollTop };
        loadOlder();
      },
      { root: el, rootMargin: '400px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, olderFailed, loadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM_PX;
    if (bottom !== atBottom.current) {
      atBottom.current = bottom;
      onAtBottom(bottom);
    }
  };
  useEffect(() => {
    // the first screen starts at the bottom
    onAtBottom(atBottom.current);
  }, [onAtBottom]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      data-testid="conversation-scroller"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-2 sm:px-6"
    >
      <div ref={topSentinel} aria-hidden="true" className="h-px" />
      <div className="flex min-h-full flex-col justify-end">
        {hasOlder ? (
          <div className="flex justify-center py-3 text-sm text-muted">
            {olderFailed ? (
              <button type="button" onClick={loadOlder} className="underline">
                {t('olderError')} {t('error.retry')}
              </button>
            ) : (
              <span className="flex items-center gap-2" role="status">
                <Spinner className="size-4" />
                {t('loadingOlder')}
              </span>
            )}
          </div>
        ) : (
          messages.length > 0 && <p className="py-4 text-center text-xs text-muted">{t('start')}</p>
        )}
        <div role="log" aria-label={t('log')} aria-live="off" className="flex flex-col">
          {placed.map(({ message, day, groupStart, groupEnd }) => (
            <div key={message.id} className="flex flex-col">
              {day && (
                <p
                  data-testid="day-separator"
                  className="my-3 flex items-center gap-3 text-xs font-semibold text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
                >
                  {day.kind === 'today'
                    ? t('today')
                    : day.kind === 'yesterday'
                      ? t('yesterday')
                      : formatLongDate(day.at, locale, timeZone)}
                </p>
              )}
              <MessageBubble
                message={message}
                groupStart={groupStart || !!day}
                groupEnd={groupEnd}
                seen={message.id === seenId}
                canWrite={canWrite}
                locale={locale}
                timeZone={timeZone}
                myId={myId}
                partnerName={partnerName}
                actions={actions}
                onJump={onJump}
                tabbable={message.id === tabStopId}
                onActivate={onActivate}
                onMove={onMove}
              />
            </div>
          ))}
        </div>
        {footer}
      </div>
    </div>
  );
}
