import { memo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import type { Message } from '@doita/shared';
import { Photo } from '@/components/ui/photo';
import { preloadImageViewer } from '@/components/ui/image-viewer-loader';
import { cn } from '@/lib/cn';
import { formatClock, formatDateAndTime } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { MessageMenu, type MessageActions } from './message-menu';
import { MessageText, quoteText } from './message-text';
import { authorName } from '@/lib/author-name';

/** how long a finger rests on a bubble before its actions open */
const LONG_PRESS_MS = 480;
/** a finger moving further than this scrolls: no long press */
const LONG_PRESS_SLOP_PX = 10;

export interface BubbleProps {
  message: Message;
  /** first of a run by the same person (name and gap above) */
  groupStart: boolean;
  /** last of its run (time under it) */
  groupEnd: boolean;
  /** "Seen" goes under it */
  seen: boolean;
  canWrite: boolean;
  locale: string;
  timeZone: string;
  myId: string;
  partnerName: string;
  actions: (message: Message) => MessageActions;
  onJump: (id: string) => void;
  /**
   * The one message of the log in the Tab order, with its buttons (a roving tab stop): the
   * others are reached with the arrow keys, so Tab leaves a long conversation in one step.
   */
  tabbable?: boolean;
  /** focus came into this message (a click, Tab, a jump): it becomes the tab stop */
  onActivate?: (id: string) => void;
  /** an arrow key, Home or End on the message itself: the list moves focus */
  onMove?: (id: string, key: 'ArrowUp' | 'ArrowDown' | 'Home' | 'End') => void;
}

const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End']);

function canEditNow(message: Message): boolean {
  return (
    message.isMine &&
    !message.removed &&
    !!message.editableUntil &&
    Date.now() <= new Date(message.editableUntil).getTime()
  );
}

/**
 * One message: mine on the right, my partner's on the left; a love note in its own colours;
 * a removed one as a trace. Its quote (tap to jump), photos (open in the viewer), words with
 * links, reactions, and under the last of a run its time, "edited" and "Seen".
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  groupStart,
  groupEnd,
  seen,
  canWrite,
  locale,
  timeZone,
  myId,
  partnerName,
  actions,
  onJump,
  tabbable = true,
  onActivate,
  onMove,
}: BubbleProps) {
  const { t } = useTranslation('messages');
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const mine = message.isMine;
  const removed = !!message.removed;
  const note = message.kind === 'note';
  const name = mine ? t('me') : authorName(message.author);
  const sentAt = new Date(message.createdAt);
  const { date, time } = formatDateAndTime(message.createdAt, locale, timeZone);
  const myEmoji = message.reactions.find((r) => r.userId === myId)?.emoji ?? null;
  const editable = canEditNow(message);
  const hasActions = !removed && (canWrite || !!message.text);

  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || !hasActions) return;
    cancelPress();
    press.current = {
      x: event.clientX,
      y: event.clientY,
      timer: setTimeout(() => {
        press.current = null;
        navigator.vibrate?.(10);
        setMenuOpen(true);
      }, LONG_PRESS_MS),
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = press.current;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_SLOP_PX)
      cancelPress();
  };

  const openPhotos = (index: number) =>
    openModal({
      component: 'image-preview',
      props: {
        startIndex: index,
        images: message.images.map((image, n) => ({
          src: image.url,
          alt: t('photoAlt', { n: n + 1, name }),
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          originalUrl: image.originalUrl,
        })),
      },
    });

  const reactions = groupReactions(message.reactions);
  // the buttons of a message that is not the tab stop are reached through it
  const tabIndex = tabbable ? undefined : -1;

  return (
    <div
      id={`message-${message.id}`}
      data-testid="message"
      data-message-id={message.id}
      role="article"
      aria-keyshortcuts="ArrowUp ArrowDown Home End"
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => {
        if (!tabbable) onActivate?.(message.id);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || !MOVE_KEYS.has(event.key) || !onMove) return;
        event.preventDefault();
        onMove(message.id, event.key as 'ArrowUp' | 'ArrowDown' | 'Home' | 'End');
      }}
      data-mine={mine || undefined}
      data-kind={message.kind}
      data-removed={removed || undefined}
      className={cn(
        'group/message flex flex-col scroll-mt-24 scroll-mb-24 rounded-3xl outline-none focus-visible:ring-2 focus-visible:ring-primary',
        mine ? 'items-end' : 'items-start',
        groupStart ? 'mt-3' : 'mt-0.5',
      )}
    >
      {groupStart && !mine && (
        <span className="mb-0.5 px-3 text-xs font-semibold text-muted">{name}</span>
      )}
      <div
        className={cn(
          'flex max-w-[85%] items-center gap-1 sm:max-w-[70%]',
          mine && 'flex-row-reverse',
        )}
      >
        <div
          data-bubble
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={cancelPress}
          onPointerCancel={cancelPress}
          onContextMenu={(event) => {
            if (!hasActions) return;
            event.preventDefault();
            cancelPress();
            setMenuOpen(true);
          }}
          className={cn(
            'relative min-w-0 rounded-3xl px-3.5 py-2 text-[0.95rem] leading-snug break-words whitespace-pre-wrap [-webkit-touch-callout:none] pointer-coarse:select-none',
            removed
              ? 'border border-dashed border-border-strong bg-transparent text-muted italic'
              : note
                ? 'border-2 border-primary bg-primary-soft text-fg'
                : mine
                  ? 'bg-primary text-primary-fg'
                  : 'bg-surface-2 text-fg',
            !removed && groupEnd && (mine ? 'rounded-br-lg' : 'rounded-bl-lg'),
          )}
        >
          {note && !removed && (
            <span className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-primary">
              <HeartHandshake className="size-4" aria-hidden="true" />
              {t('note')}
            </span>
          )}
          {message.replyTo && !removed && (
            <button
              type="button"
              tabIndex={tabIndex}
              onClick={() => onJump(message.replyTo!.id)}
              aria-label={t('jumpToOriginal', {
                name:
                  message.replyTo.author.id === myId ? t('me') : authorName(message.replyTo.author),
                text: quoteText(t, message.replyTo),
              })}
              className={cn(
                'mb-1.5 block w-full rounded-xl border-s-4 px-2.5 py-1 text-start text-sm not-italic',
                mine && !note
                  ? 'border-primary-fg/60 bg-primary-fg/15 text-primary-fg'
                  : 'border-primary bg-bg/60 text-fg',
              )}
            >
              <span className="block text-xs font-semibold">
                {message.replyTo.author.id === myId ? t('me') : authorName(message.replyTo.author)}
              </span>
              <span
                className={cn(
                  'line-clamp-2 whitespace-normal',
                  message.replyTo.removed && 'italic',
                )}
              >
                {quoteText(t, message.replyTo)}
              </span>
            </button>
          )}
          {removed ? (
            <span>{mine ? t('removedMine') : t('removed')}</span>
          ) : (
            <>
              {message.images.length > 0 && (
                <ul
                  className={cn(
                    'mb-1 grid gap-1 overflow-hidden rounded-2xl',
                    message.images.length > 1 ? 'grid-cols-2' : 'grid-cols-1',
                    message.text ? '' : '-mx-2 -my-1',
                  )}
                >
                  {message.images.map((image, index) => (
                    <li key={image.id} className="min-w-0">
                      <button
                        type="button"
                        tabIndex={tabIndex}
                        onClick={() => openPhotos(index)}
                        onPointerEnter={preloadImageViewer}
                        onFocus={preloadImageViewer}
                        className="block w-full"
                        aria-label={t('photoAlt', { n: index + 1, name })}
                      >
                        <Photo
                          image={image}
                          alt=""
                          sizes="(min-width: 640px) 240px, 45vw"
                          className={cn(
                            'w-full',
                            message.images.length > 1 ? 'aspect-square' : 'max-h-80 min-w-40',
                          )}
                          fill={message.images.length > 1}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {message.text && <MessageText text={message.text} tabIndex={tabIndex} />}
            </>
          )}
          <span className="sr-only">
            {' '}
            {t('sentAt', { time: `${time} ${date}` })}
            {message.editedAt && !removed ? `, ${t('edited')}` : ''}
          </span>
        </div>
        {hasActions && (
          <MessageMenu
            message={message}
            myEmoji={myEmoji}
            canEdit={editable}
            canWrite={canWrite}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            actions={actions(message)}
            align={mine ? 'end' : 'start'}
            tabIndex={tabIndex}
            label={
              mine
                ? t('actions.moreMine', { time: `${time} ${date}` })
                : t('actions.moreTheirs', { name, time: `${time} ${date}` })
            }
          />
        )}
      </div>
      {reactions.length > 0 && !removed && (
        <ul
          aria-label={t('reactions.label')}
          className={cn(
            '-mt-1.5 flex flex-wrap gap-1 px-2',
            mine ? 'justify-end' : 'justify-start',
          )}
        >
          {reactions.map(({ emoji, userIds }) => {
            const names = userIds.map((id) => (id === myId ? t('me') : partnerName));
            const label = t('reactions.by', { emoji, names: names.join(', ') });
            const isMine = userIds.includes(myId);
            return (
              <li key={emoji}>
                <button
                  type="button"
                  tabIndex={tabIndex}
                  disabled={!canWrite}
                  onClick={() => actions(message).react(isMine ? null : emoji)}
                  aria-label={label}
                  title={label}
                  data-testid="reaction"
                  className={cn(
                    'flex h-6 items-center gap-0.5 rounded-full border bg-surface px-1.5 text-sm shadow-sm',
                    isMine ? 'border-primary' : 'border-border',
                  )}
                >
                  <span aria-hidden="true">{emoji}</span>
                  {userIds.length > 1 && (
                    <span aria-hidden="true" className="text-xs text-muted">
                      {userIds.length}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(groupEnd || seen || (message.editedAt && !removed)) && (
        <p
          className={cn('mt-0.5 flex gap-1.5 px-3 text-[0.7rem] text-muted', mine && 'justify-end')}
        >
          {groupEnd && (
            <time dateTime={message.createdAt} aria-hidden="true">
              {formatClock(sentAt, locale, timeZone)}
            </time>
          )}
          {message.editedAt && !removed && (
            <span aria-hidden="true">
              {groupEnd ? '· ' : ''}
              {t('edited')}
            </span>
          )}
          {seen && (
            <span data-testid="message-seen" className="font-semibold">
              {groupEnd || (message.editedAt && !removed) ? '· ' : ''}
              {t('seen')}
            </span>
          )}
        </p>
      )}
    </div>
  );
});

/** Reactions by emoji, in the order they were first given. */
function groupReactions(reactions: Message['reactions']): { emoji: string; userIds: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const reaction of [...reactions].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    groups.set(reaction.emoji, [...(groups.get(reaction.emoji) ?? []), reaction.userId]);
  }
  return [...groups].map(([emoji, userIds]) => ({ emoji, userIds }));
}
