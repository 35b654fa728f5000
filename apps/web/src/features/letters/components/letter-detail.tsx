import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Lock, Pencil, Trash2 } from 'lucide-react';
import type { Letter } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useLetter, useWithdrawLetter } from '../api/letters-api';
import { daysLeft, zoneOf } from './letter-dates';
import { LetterEnvelope } from './letter-envelope';
import { LetterForm } from './letter-form';
import { LetterText } from './letter-text';

/** Once opened by a tap, the letter itself takes focus, so a screen reader reads it next. */
const focusOnOpen = (node: HTMLDivElement | null) => node?.focus({ preventScroll: true });

/** Whether this device already opened the letter (the envelope opens once, then stays open). */
const openedKey = (id: string) => `letter-opened:${id}`;
function openedHere(id: string): boolean {
  try {
    return localStorage.getItem(openedKey(id)) === '1';
  } catch {
    return false;
  }
}
function rememberOpened(id: string): void {
  try {
    localStorage.setItem(openedKey(id), '1');
  } catch {
    // private mode: it opens again next time, nothing worse
  }
}

export function BackToLetters() {
  const { t } = useTranslation('letters');
  return (
    <Link
      to="/together/letters"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('back')}
    </Link>
  );
}

/** /together/letters/:id: read a letter; for its writer, edit or withdraw it while sealed. */
export function LetterDetail({ id }: { id: string }) {
  const { t } = useTranslation('letters');
  const query = useLetter(id);
  if (query.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-40 w-full rounded-3xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title={gone ? t('notFound.title') : t('failure.load')}
        description={gone ? t('notFound.message') : undefined}
      >
        {!gone && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      </EmptyState>
    );
  }
  return query.data.isMine ? <MyLetter letter={query.data} /> : <LetterToMe letter={query.data} />;
}

function LetterToMe({ letter }: { letter: Letter }) {
  const { t, i18n } = useTranslation('letters');
  const user = useCurrentUser();
  const [opening, setOpening] = useState(false);
  const [seen] = useState(() => openedHere(letter.id));
  const opensOn = formatDay(letter.opensOn, i18n.language);
  if (letter.state === 'sealed' || !letter.content) {
    const left = daysLeft(letter.opensOn, zoneOf(user));
    return (
      <LetterEnvelope
        sealed
        label={t('envelope.sealedFrom', { name: letter.from.displayName })}
        caption={t('envelope.opensOn', { date: opensOn })}
      >
        <p className="text-center text-muted">
          {left <= 1 ? t('envelope.tomorrow') : t('envelope.daysLeft', { count: left })}
        </p>
        <p className="mt-2 text-center text-sm text-muted">{t('envelope.sealedNote')}</p>
      </LetterEnvelope>
    );
  }
  const closed = !seen && !opening;
  return (
    <div className="flex flex-col items-center gap-4">
      <LetterEnvelope
        sealed={closed}
        opening={opening}
        label={
          closed
            ? t('envelope.readyFrom', { name: letter.from.displayName })
            : t('envelope.from', { name: letter.from.displayName })
        }
        caption={
          letter.opensToday ? t('envelope.today') : t('envelope.openedOn', { date: opensOn })
        }
      >
        {!closed && (
          <div ref={opening ? focusOnOpen : undefined} tabIndex={-1} className="outline-none">
            <LetterText letter={letter} />
          </div>
        )}
      </LetterEnvelope>
      {closed && (
        <Button
          size="lg"
          onClick={() => {
            rememberOpened(letter.id);
            setOpening(true);
          }}
        >
          {t('envelope.open')}
        </Button>
      )}
    </div>
  );
}

function MyLetter({ letter }: { letter: Letter }) {
  const { t, i18n } = useTranslation('letters');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawLetter(letter.id);
  const opensOn = formatDay(letter.opensOn, i18n.language);
  const sealed = letter.state === 'sealed';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Alert
        type="info"
        title={
          sealed ? t('mine.sealedTitle', { date: opensOn }) : t('mine.openTitle', { date: opensOn })
        }
      >
        {sealed ? t('mine.sealedNote', { name: letter.to.displayName }) : t('mine.openNote')}
      </Alert>
      <article className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
        <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted">
          {t('mine.to', { name: letter.to.displayName })}
        </h2>
        <LetterText letter={letter} />
      </article>
      {sealed && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {t('mine.edit')}
          </Button>
          <Button
            variant="danger"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setWithdrawing(true)}
          >
            {t('mine.withdraw')}
          </Button>
        </div>
      )}
      <Dialog
        open={editing}
        onDismiss={() => setEditing(false)}
        title={t('mine.editTitle')}
        size="lg"
      >
        <LetterForm
          letter={letter}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Dialog>
      <Dialog
        open={withdrawing}
        onDismiss={() => setWithdrawing(false)}
        title={t('mine.withdrawTitle')}
        description={t('mine.withdrawNote', { name: letter.to.displayName })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setWithdrawing(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => void navigate('/together/letters', { replace: true }),
                onSettled: () => setWithdrawing(false),
              })
            }
          >
            {t('mine.withdrawConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
