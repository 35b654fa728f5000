import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heart, MessageCircleHeart, Search } from 'lucide-react';
import { messagesContract, type Message } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { timeZoneOrDefault } from '@/app/layout/time-zone';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { notifyFailure } from '@/lib/error-toast';
import { currentLocale } from '@/lib/i18n';
import { confirmDialog } from '@/lib/modal-store';
import { discard, isQueuedWrite, useOutboxItems } from '@/lib/offline';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useNow } from '@/lib/use-now';
import {
  putMessage,
  sendMessage,
  useConversation,
  useEditMessage,
  useNudge,
  useReactToMessage,
  useUnsendMessage,
} from '../api/messages-api';
import { oldestFirst } from '../api/messages-cache';
import { Composer, type ComposerSend } from './composer';
import { ConversationSearch } from './conversation-search';
import { ConversationSkeleton, isTouch, PendingBubble } from './conversation-parts';
import type { MessageActions } from './message-menu';
import { MessageList, type ListHandle } from './message-list';
import { useConversationEvents } from './use-conversation-events';
import { useKeyboardInset, useResizingKeyboard } from './use-keyboard-inset';
import { authorName } from '@/lib/author-name';

/** older pages read while looking for a quoted or searched message before giving up */
const JUMP_PAGES = 20;

interface Sending {
  key: string;
  text: string;
  imageCount: number;
  kind: 'text' | 'note';
}

/**
 * /messages: the couple's conversation. It fills the screen between the header and the tab
 * bar (the composer above the on-screen keyboard while typing), reads its pages as the
 * person scrolls up, applies each event of the stream to its cache (the partner's message,
 * edit, unsend, reaction or "seen" appears within a moment, nothing read again but that one
 * message), marks the conversation read while the newest message is on a visible screen,
 * and keeps what is written offline in the outbox until the network returns.
 */
export function ConversationPage() {
  const { t, i18n } = useTranslation('messages');
  const user = useCurrentUser();
  const myId = user?.id ?? '';
  const locale = i18n.language || currentLocale();
  const timeZone = timeZoneOrDefault(user?.preferences?.timeZone);
  const queryClient = useQueryClient();
  const conversation = useConversation();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    conversation;
  const now = useNow(60_000);
  const list = useRef<ListHandle>(null);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [searching, setSearching] = useState(false);
  const [typing, setTyping] = useState(false);
  const [atBottom, setAtBottom] = useState(true);
  const keyboard = useKeyboardInset();
  useResizingKeyboard();
  const edit = useEditMessage();
  const unsend = useUnsendMessage();
  const react = useReactToMessage();
  const nudge = useNudge();
  const waiting = useOutboxItems([messagesContract.create]);

  const first = data?.pages[0];
  const messages = useMemo(() => oldestFirst(data), [data]);
  const partner = first?.partner ?? null;
  const partnerName = partner ? authorName(partner) : t('title');
  const readOnly = first?.readOnly ?? false;
  const canWrite = !!first && !readOnly && !!partner;
  const partnerRead = first?.partnerReadUpTo ?? null;
  const myRead = first?.myReadUpTo ?? null;
  const newest = messages[messages.length - 1];

  const announcement = useConversationEvents({ myId, newest, atBottom, myRead, first });

  const loadOlder = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  /** Shows a message: loaded already, or after reading older pages until it is. */
  const jumpTo = useCallback(
    async (id: string) => {
      if (list.current?.reveal(id)) return;
      let result = { hasNextPage: conversation.hasNextPage, data: conversation.data };
      for (let n = 0; n < JUMP_PAGES && result.hasNextPage; n += 1) {
        result = await fetchNextPage();
        if (result.data?.pages.some((page) => page.messages.some((m) => m.id === id))) {
          requestAnimationFrame(() => list.current?.reveal(id));
          return;
        }
      }
      toast.info(t('originalGone'));
    },
    [conversation.hasNextPage, conversation.data, fetchNextPage, t],
  );

  const onSend = useCallback(
    async (send: ComposerSend): Promise<boolean> => {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setSending((list) => [
        ...list,
        { key, text: send.text, imageCount: send.images.length, kind: send.kind },
      ]);
      setReplyTo(null);
      try {
        const message = await sendMessage(
          {
            kind: send.kind,
            ...(send.text ? { text: send.text } : {}),
            ...(send.images.length > 0 ? { images: send.images } : {}),
            ...(send.replyTo ? { replyToId: send.replyTo } : {}),
          },
          send.text ? t('queueLabel', { text: send.text.slice(0, 60) }) : t('queuePhotoLabel'),
        );
        putMessage(queryClient, message);
        return true;
      } catch (error) {
        if (isQueuedWrite(error)) return true;
        notifyFailure(
          t(
            isApiError(error) && error.code === 'CONVERSATION_READ_ONLY'
              ? 'failure.readOnly'
              : 'failure.send',
          ),
          error,
        );
        return false;
      } finally {
        setSending((list) => list.filter((item) => item.key !== key));
      }
    },
    [queryClient, t],
  );

  const onEdit = useCallback(
    async (id: string, text: string) => {
      try {
        await edit.mutateAsync({ id, text });
        setEditing(null);
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === 'MESSAGE_EDIT_WINDOW_PASSED') {
          toast.error(t('failure.edit'), t('failure.editWindow'));
          setEditing(null);
        }
        return false;
      }
    },
    [edit, t],
  );

  const actions = useCallback(
    (message: Message): MessageActions => ({
      reply: () => {
        setEditing(null);
        setReplyTo(message);
      },
      react: (emoji) => react.mutate({ id: message.id, emoji }),
      copy: () => {
        void navigator.clipboard
          ?.writeText(message.text ?? '')
          .then(() => toast.success(t('actions.copied')))
          .catch(() => undefined);
      },
      edit: () => {
        setReplyTo(null);
        setEditing(message);
      },
      unsend: () => {
        void confirmDialog({
          title: t('actions.unsendTitle'),
          message: t('actions.unsendMessage'),
          confirmLabel: t('actions.unsendConfirm'),
          cancelLabel: t('actions.keep'),
          tone: 'danger',
        }).then((yes) => {
          if (yes) unsend.mutate(message.id);
        });
      },
    }),
    [react, unsend, t],
  );

  const sendNudge = () =>
    nudge.mutate(undefined, {
      onSuccess: () => toast.success(t('nudge.sent', { name: partnerName })),
      onError: (error) =>
        isApiError(error) && error.status === 429
          ? toast.warning(t('failure.nudge'), t('failure.nudgeLimit'))
          : notifyFailure(t('failure.nudge'), error),
    });

  const pending = (
    <>
      {sending.map((item) => (
        <PendingBubble
          key={item.key}
          text={item.text}
          imageCount={item.imageCount}
          status="sending"
        />
      ))}
      {waiting.map((item) => {
        const body = item.input.body as { text?: string; images?: unknown[] } | undefined;
        return (
          <PendingBubble
            key={item.id}
            text={body?.text ?? ''}
            imageCount={body?.images?.length ?? 0}
            status={item.status === 'failed' ? 'failed' : 'waiting'}
            onDiscard={item.status === 'failed' ? () => void discard(item.id) : undefined}
          />
        );
      })}
    </>
  );
  const hasPending = sending.length > 0 || waiting.length > 0;

  return (
    <section
      aria-labelledby="conversation-title"
      style={keyboard > 0 ? { bottom: keyboard } : undefined}
      className={cn(
        'fixed inset-x-0 top-0 flex flex-col bg-bg pt-[calc(var(--spacing-header)_+_env(safe-area-inset-top))]',
        // the tab bar stays under it; while typing on a phone it covers the bar (the keyboard is up)
        typing
          ? 'bottom-0 z-50 nav:z-30'
          : 'bottom-[calc(var(--spacing-tab-bar)_+_env(safe-area-inset-bottom))] z-30 nav:bottom-0',
      )}
    >
      <div className="mx-auto flex w-full max-w-3xl min-h-0 flex-1 flex-col border-border nav:border-x">
        <header className="flex items-center gap-3 border-b border-border px-3 py-2 sm:px-6">
          {partner ? (
            <Avatar name={partnerName} src={partner.avatarUrl} />
          ) : (
            <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary">
              <MessageCircleHeart className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1
              id="conversation-title"
              className="font-display text-lg leading-tight font-semibold"
            >
              {t('title')}
            </h1>
            {partner && <p className="truncate text-xs text-muted">{partnerName}</p>}
          </div>
          {first && (
            <IconButton
              label={t('search.open')}
              aria-expanded={searching}
              onClick={() => setSearching((open) => !open)}
              className={cn(
                'flex size-11 items-center justify-center rounded-xl hover:bg-surface-2',
                searching ? 'bg-surface-2 text-primary' : 'text-muted hover:text-fg',
              )}
            >
              <Search className="size-5" aria-hidden="true" />
            </IconButton>
          )}
          {canWrite && (
            <IconButton
              label={t('nudge.send')}
              onClick={sendNudge}
              disabled={nudge.isPending}
              data-testid="nudge-button"
              className="flex size-11 items-center justify-center rounded-xl text-primary hover:bg-primary-soft disabled:opacity-50"
            >
              <Heart className="size-5" fill="currentColor" aria-hidden="true" />
            </IconButton>
          )}
        </header>
        {searching && (
          <ConversationSearch
            myId={myId}
            locale={locale}
            timeZone={timeZone}
            onClose={() => setSearching(false)}
            onPick={(id) => {
              setSearching(false);
              void jumpTo(id);
            }}
          />
        )}
        {readOnly && (
          <Alert type="info" className="mx-3 mt-2 sm:mx-6">
            {t('readOnly')}
          </Alert>
        )}
        {conversation.isPending ? (
          <ConversationSkeleton />
        ) : conversation.isError && !data ? (
          <EmptyState
            icon={<MessageCircleHeart aria-hidden="true" />}
            title={t('error.title')}
            description={t('error.message')}
            className="flex-1 justify-center"
          >
            <Button onClick={() => void conversation.refetch()}>{t('error.retry')}</Button>
          </EmptyState>
        ) : !partner ? (
          <EmptyState
            icon={<MessageCircleHeart aria-hidden="true" />}
            title={t('alone.title')}
            description={t('alone.description')}
            className="flex-1 justify-center"
          >
            <Link to="/couple/connect" className={buttonClasses()}>
              {t('alone.action')}
            </Link>
          </EmptyState>
        ) : messages.length === 0 && !hasPending ? (
          <EmptyState
            icon={<MessageCircleHeart aria-hidden="true" />}
            title={t('empty.title')}
            description={t('empty.description', { name: partnerName })}
            className="flex-1 justify-center"
          />
        ) : (
          <MessageList
            messages={messages}
            myId={myId}
            partnerName={partnerName}
            partnerRead={partnerRead}
            canWrite={canWrite}
            locale={locale}
            timeZone={timeZone}
            now={now}
            hasOlder={!!hasNextPage}
            loadingOlder={isFetchingNextPage}
            olderFailed={isFetchNextPageError}
            loadOlder={loadOlder}
            actions={actions}
            onJump={(id) => void jumpTo(id)}
            onAtBottom={setAtBottom}
            handleRef={list}
            footer={hasPending ? pending : undefined}
            footerCount={sending.length + waiting.length}
          />
        )}
        <div
          role="status"
          aria-live="polite"
          className="sr-only"
          data-testid="incoming-announcement"
        >
          {announcement}
        </div>
        {partner && (
          <Composer
            partnerName={partnerName}
            disabled={!canWrite}
            replyTo={replyTo}
            editing={editing}
            onCancelReply={() => setReplyTo(null)}
            onCancelEdit={() => setEditing(null)}
            onSend={onSend}
            onEdit={onEdit}
            onFocusChange={(focused) => setTyping(focused && isTouch())}
          />
        )}
      </div>
    </section>
  );
}
