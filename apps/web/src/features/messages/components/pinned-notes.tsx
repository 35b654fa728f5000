import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartHandshake, MailOpen } from 'lucide-react';
import type { Message } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { usePinnedNotes, useOpenNote } from '../api/messages-api';
import { authorName } from '@/lib/author-name';

/**
 * The love notes my partner sent me, pinned at the top of my home page until I open them:
 * sealed, the sender's name and an "open" button; opened, the words show here for this
 * visit (the note stays in the conversation, marked opened for both).
 */
export function PinnedNotes() {
  const { t } = useTranslation('messages');
  const pinned = usePinnedNotes(true);
  const open = useOpenNote();
  const [opened, setOpened] = useState<Message[]>([]);
  const notes = pinned.data?.notes ?? [];
  if (notes.length === 0 && opened.length === 0) return null;
  return (
    <section aria-labelledby="pinned-notes-title" className="flex flex-col gap-3">
      <h2 id="pinned-notes-title" className="sr-only">
        {t('notes.pinnedTitle')}
      </h2>
      {opened.map((note) => (
        <article
          key={note.id}
          data-testid="pinned-note"
          data-opened="true"
          className="rounded-3xl border-2 border-primary bg-primary-soft p-5 shadow-card"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <MailOpen className="size-5" aria-hidden="true" />
            {t('noteFrom', { name: authorName(note.author) })}
          </p>
          <p className="mt-3 font-display text-xl leading-snug break-words whitespace-pre-wrap">
            {note.text}
          </p>
          <Link
            to="/messages"
            className={buttonClasses({ variant: 'link', className: 'mt-3 text-sm' })}
          >
            {t('notes.reply')}
          </Link>
        </article>
      ))}
      {notes.map((note) => (
        <article
          key={note.id}
          data-testid="pinned-note"
          className="flex flex-wrap items-center gap-4 rounded-3xl border-2 border-primary bg-primary-soft p-5 shadow-card"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-fg">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
          <p className="min-w-[12rem] flex-1 font-semibold">
            {t('notes.pinnedFrom', { name: authorName(note.author) })}
          </p>
          <Button
            loading={open.isPending && open.variables === note.id}
            onClick={() =>
              open.mutate(note.id, {
                onSuccess: (message) => setOpened((list) => [message, ...list]),
              })
            }
          >
            {t('notes.open')}
          </Button>
        </article>
      ))}
    </section>
  );
}
