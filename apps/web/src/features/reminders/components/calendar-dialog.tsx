import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { openModal } from '@/lib/modal-store';
import {
  type CalendarLink,
  useCalendarStatus,
  useCreateCalendarLink,
  useTurnOffCalendarLink,
} from '../api/calendar-subscription';
import { formatShownDate } from '@/lib/format';

/** The ICS subscribe dialog: make (or remake) the secret link, copy it, or turn it off. */
function CalendarSubscribe({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('reminders');
  const status = useCalendarStatus();
  const create = useCreateCalendarLink();
  const turnOff = useTurnOffCalendarLink();
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [copied, setCopied] = useState(false);

  const make = () => create.mutate(undefined, { onSuccess: (made) => setLink(made) });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className="mt-4 flex flex-col gap-4">
      {link ? (
        <>
          <Field label={t('calendar.url')} hint={t('calendar.help')}>
            {(c) => <Input {...c} readOnly value={link.url} onFocus={(e) => e.target.select()} />}
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              icon={<Copy className="size-4" aria-hidden="true" />}
              onClick={() => void copy()}
            >
              {copied ? t('calendar.copied') : t('calendar.copy')}
            </Button>
            <a href={link.webcalUrl} className={buttonClasses({ variant: 'outline' })}>
              {t('calendar.apple')}
            </a>
          </div>
        </>
      ) : status.isPending ? (
        <Spinner />
      ) : (
        <p className="text-sm">
          {status.data?.active && status.data.createdAt
            ? t('calendar.active', { date: formatShownDate(status.data.createdAt, { timeZone }) })
            : t('calendar.inactive')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button variant={link ? 'outline' : 'primary'} loading={create.isPending} onClick={make}>
          {status.data?.active || link ? t('calendar.rotate') : t('calendar.create')}
        </Button>
        {(status.data?.active || link) && (
          <p className="text-center text-xs text-muted">{t('calendar.rotateHint')}</p>
        )}
        {(status.data?.active || link) && (
          <Button
            variant="ghost"
            className="text-danger"
            loading={turnOff.isPending}
            onClick={() => turnOff.mutate(undefined, { onSuccess: () => setLink(null) })}
          >
            {t('calendar.turnOff')}
          </Button>
        )}
      </div>
    </div>
  );
}

export function openCalendarDialog(t: (key: string) => string, timeZone: string): string {
  return openModal({
    component: 'content',
    props: {
      title: t('reminders:calendar.title'),
      description: t('reminders:calendar.description'),
      render: () => <CalendarSubscribe timeZone={timeZone} />,
    },
  });
}
