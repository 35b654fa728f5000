import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lock, Mail, MailOpen } from 'lucide-react';
import type { Letter } from '@doita/shared';
import { formatDay } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/session';
import { daysLeft, zoneOf } from './letter-dates';

/**
 * One letter in a list: who it is from (or to), when it opens or opened; a sealed one to me
 * says nothing else. The whole row is the link to the letter.
 */
export function LetterRow({ letter }: { letter: Letter }) {
  const { t, i18n } = useTranslation('letters');
  const user = useCurrentUser();
  const date = formatDay(letter.opensOn, i18n.language);
  const sealed = letter.state === 'sealed';
  const Icon = sealed ? (letter.isMine ? Mail : Lock) : MailOpen;
  const who = letter.isMine
    ? t('row.to', { name: letter.to.displayName })
    : t('row.from', { name: letter.from.displayName });
  let when: string;
  if (sealed && !letter.isMine) {
    const left = daysLeft(letter.opensOn, zoneOf(user));
    when = left <= 1 ? t('row.opensTomorrow', { date }) : t('row.opensIn', { count: left, date });
  } else if (sealed) {
    when = t('row.opensOn', { date });
  } else {
    when = letter.opensToday ? t('row.openedToday') : t('row.openedOn', { date });
  }
  const excerpt = letter.content?.text.replace(/\s+/g, ' ').trim();
  return (
    <Link
      to={`/together/letters/${letter.id}`}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-border bg-surface p-3.5 transition-colors hover:border-primary/50',
        letter.opensToday && !letter.isMine && 'border-primary bg-primary-soft/60',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          sealed ? 'bg-primary text-primary-fg' : 'bg-primary-soft text-primary',
        )}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{who}</span>
        <span className="text-sm text-muted">{when}</span>
        {excerpt && <span className="truncate text-sm text-fg/80">{excerpt}</span>}
      </span>
    </Link>
  );
}
