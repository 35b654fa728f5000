import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, ImagePlus, Pencil, Reply, SendHorizontal, X } from 'lucide-react';
import {
  MESSAGE_LIMITS,
  countCharacters,
  messageTextLimit,
  normalizeMessageText,
} from '@doita/shared';
import type { Message } from '@doita/shared';
import { IconButton } from '@/components/ui/icon-button';
import { useStore } from '@/lib/create-store';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast-store';
import { createPhotoUploads, pickPhotos, uploadImageOrKeep } from '@/features/memories';
import { quoteText } from './message-text';
import { authorName } from '@/lib/author-name';

/** the counter shows once this few characters are left */
const COUNTER_FROM = 200;

export interface ComposerSend {
  text: string;
  images: string[];
  kind: 'text' | 'note';
  replyTo?: string;
}

/** Enter sends where there is a keyboard; on a touch screen Enter is a new line (the button sends). */
const enterSends = () =>
  typeof window.matchMedia !== 'function' ||
  !window.matchMedia('(hover: none) and (pointer: coarse)').matches;

/**
 * The conversation's composer: words (Enter sends on a computer, Shift+Enter a new line),
 * photos through the memories' uploader (HEIC and large ones shrunk; kept on the device
 * offline), a love note toggle, the message being answered, or the one being edited. A
 * counter appears near the limit, in characters as people see them.
 */
export function Composer({
  partnerName,
  disabled,
  replyTo,
  editing,
  onCancelReply,
  onCancelEdit,
  onSend,
  onEdit,
  onFocusChange,
}: {
  partnerName: string;
  disabled: boolean;
  replyTo: Message | null;
  editing: Message | null;
  onCancelReply: () => void;
  onCancelEdit: () => void;
  onSend: (send: ComposerSend) => Promise<boolean>;
  onEdit: (id: string, text: string) => Promise<boolean>;
  onFocusChange?: (focused: boolean) => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const counterId = useId();
  const hintId = useId();
  const [uploads] = useState(() =>
    createPhotoUploads({ upload: uploadImageOrKeep, max: MESSAGE_LIMITS.images }),
  );
  const photos = useStore(uploads.store);
  useEffect(() => {
    uploads.resume();
    return () => uploads.dispose();
  }, [uploads]);

  // editing: the words come into the box when another message starts being edited
  const editingId = editing?.id ?? null;
  const [editingShown, setEditingShown] = useState<string | null>(null);
  if (editingId !== editingShown) {
    setEditingShown(editingId);
    if (editing) {
      setText(editing.text ?? '');
      setNote(false);
    } else if (editingShown) setText('');
  }
  useEffect(() => {
    if (editingId) inputRef.current?.focus();
  }, [editingId]);
  useEffect(() => {
    if (replyTo) inputRef.current?.focus();
  }, [replyTo]);

  // a love note being edited keeps the note's limit
  const kind = editing ? editing.kind : note ? 'note' : 'text';
  const limit = messageTextLimit(kind);
  // counted as the server counts it: what shows, without the spaces at its edges
  const count = countCharacters(normalizeMessageText(text));
  const left = limit - count;
  const tooLong = left < 0;
  const uploading = photos.some((p) => p.status === 'uploading' || p.status === 'selected');
  const failedPhoto = photos.some((p) => p.status === 'error');
  const imageIds = uploads.uploadIds();
  // only spaces or zero-width characters are no words (as the server counts them)
  const empty =
    normalizeMessageText(text).length === 0 && (editing || note || imageIds.length === 0);
  const canSend = !disabled && !busy && !tooLong && !empty && !uploading;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) {
      if (tooLong) inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const words = normalizeMessageText(text);
    try {
      if (editing) {
        if (await onEdit(editing.id, words)) setText('');
        return;
      }
      const sent = onSend({
        text: words,
        images: note ? [] : imageIds,
        kind,
        ...(replyTo ? { replyTo: replyTo.id } : {}),
      });
      // the box empties at once; a refusal brings the words back
      setText('');
      setNote(false);
      uploads.clear();
      if (!(await sent)) setText((current) => current || words);
    } finally {
      setBusy(false);
      // back to the box for the next words, unless the person went elsewhere meanwhile (a
      // message's menu opened while this one was on its way keeps its focus)
      const active = document.activeElement;
      if (!active || active === document.body || formRef.current?.contains(active))
        inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      if (editing) onCancelEdit();
      else if (replyTo) onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (!enterSends()) return;
    event.preventDefault();
    void submit();
  }

  function addPhotos() {
    const picked = pickPhotos();
    const off = picked.subscribe(() => {
      off();
      const skipped = uploads.add(picked.get());
      if (skipped.length > 0) toast.warning(t('failure.photo'));
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      className="border-t border-border bg-bg/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-bg/85 sm:px-4"
      aria-label={t('composer.label')}
    >
      {(replyTo || editing) && (
        <div className="mb-2 flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-1.5 text-sm">
          {editing ? (
            <Pencil className="size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <Reply className="size-4 shrink-0 text-primary" aria-hidden="true" />
          )}
          <p className="min-w-0 flex-1 truncate">
            <span className="font-semibold">
              {editing
                ? t('composer.editing')
                : t('replyingTo', {
                    name: replyTo!.isMine ? t('me') : authorName(replyTo!.author),
                  })}
            </span>
            {replyTo && !editing && <span className="text-muted"> · {quoteText(t, replyTo)}</span>}
          </p>
          <IconButton
            label={editing ? t('composer.cancelEdit') : t('cancelReply')}
            onClick={editing ? onCancelEdit : onCancelReply}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg pointer-coarse:size-10"
          >
            <X className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      )}
      {photos.length > 0 && (
        <ul className="mb-2 flex gap-2 overflow-x-auto pb-1" aria-label={t('composer.addPhotos')}>
          {photos.map((photo, index) => {
            const src = photo.image?.renditions[0]?.url ?? photo.image?.url ?? photo.previewUrl;
            return (
              <li
                key={photo.key}
                data-status={photo.status}
                data-testid="composer-photo"
                className="relative size-16 shrink-0 overflow-hidden rounded-xl border border-border bg-surface-2"
              >
                {src && (
                  <img
                    src={src}
                    alt={photo.name}
                    className="size-full object-cover"
                    onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                  />
                )}
                {photo.status !== 'uploaded' && (
                  <span
                    className={cn(
                      'absolute inset-x-0 bottom-0 h-1',
                      photo.status === 'error' ? 'bg-danger' : 'bg-primary/60',
                    )}
                    style={{ width: `${Math.round(photo.progress * 100)}%` }}
                  />
                )}
                <button
                  type="button"
                  onClick={() => uploads.remove(photo.key)}
                  aria-label={t('composer.removePhoto', { n: index + 1 })}
                  className="absolute top-0.5 right-0.5 flex size-6 items-center justify-center rounded-full bg-bg/90 text-fg shadow"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {note && !editing && (
        <p className="mb-1.5 px-1 text-xs text-muted">
          {t('composer.noteHint', { name: partnerName })}
        </p>
      )}
      <div className="flex items-end gap-1">
        {!editing && (
          <>
            <IconButton
              label={t('composer.addPhotos')}
              onClick={addPhotos}
              disabled={disabled || note}
              className="flex size-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40"
            >
              <ImagePlus className="size-5" aria-hidden="true" />
            </IconButton>
            <IconButton
              label={t('composer.noteToggle')}
              aria-pressed={note}
              onClick={() => setNote((on) => !on)}
              disabled={disabled || photos.length > 0}
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-surface-2 disabled:opacity-40',
                note ? 'bg-primary-soft text-primary' : 'text-muted hover:text-fg',
              )}
            >
              <HeartHandshake className="size-5" aria-hidden="true" />
            </IconButton>
          </>
        )}
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${hintId}-input`} className="sr-only">
            {t('composer.label')}
          </label>
          <textarea
            id={`${hintId}-input`}
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => onFocusChange?.(true)}
            onBlur={() => onFocusChange?.(false)}
            disabled={disabled}
            rows={1}
            enterKeyHint={enterSends() ? 'send' : 'enter'}
            placeholder={
              disabled
                ? t('composer.disabled')
                : note && !editing
                  ? t('composer.notePlaceholder')
                  : t('composer.placeholder', { name: partnerName })
            }
            aria-invalid={tooLong || undefined}
            aria-describedby={`${hintId} ${left <= COUNTER_FROM ? counterId : ''}`.trim()}
            data-testid="composer-input"
            className={cn(
              'block max-h-40 min-h-11 w-full resize-none rounded-2xl border bg-surface px-3.5 py-2.5 text-[0.95rem] leading-snug text-fg [field-sizing:content] placeholder:text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
              tooLong ? 'border-danger' : note && !editing ? 'border-primary' : 'border-border',
            )}
          />
          <span id={hintId} className="sr-only">
            {t('composer.enterHint')}
          </span>
        </div>
        <IconButton
          label={editing ? t('composer.save') : t('composer.send')}
          type="submit"
          disabled={!canSend}
          aria-busy={busy || uploading || undefined}
          data-testid="composer-send"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg shadow-sm hover:bg-primary-hover disabled:opacity-45"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </IconButton>
      </div>
      <div aria-live="polite" className="px-1 text-end text-xs">
        {left <= COUNTER_FROM && (
          <span id={counterId} className={tooLong ? 'font-semibold text-danger' : 'text-muted'}>
            {tooLong ? t('composer.tooLong', { n: limit }) : t('composer.counter', { count: left })}
          </span>
        )}
        {uploading && <span className="text-muted">{t('composer.uploading')}</span>}
        {failedPhoto && !uploading && <span className="text-danger">{t('failure.photo')}</span>}
      </div>
    </form>
  );
}
