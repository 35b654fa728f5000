import { useTranslation } from 'react-i18next';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { describeUserAgent, isMobileSystem, type AccountSession } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyFailure } from '@/lib/error-toast';
import { formatDateAndTime } from '@/lib/format';
import { confirmDialog } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useSessions } from '../api/get-sessions';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';

/** "24/11/2026 14:05" / "24 Nov 2026 14:05": the language's date and the wall-clock time. */
function formatMoment(iso: string, language: string, timeZone: string): string {
  const { date, time } = formatDateAndTime(iso, language, timeZone);
  return time ? `${date} ${time}` : date;
}

function SessionRow({ session, timeZone }: { session: AccountSession; timeZone: string }) {
  const { t, i18n } = useTranslation('auth');
  const endSession = useEndSession();
  const { browser, os } = describeUserAgent(session.userAgent);
  const name =
    browser && os
      ? t('sessions.device', { browser, os })
      : (browser ?? os ?? t('sessions.unknownDevice'));
  const Icon = isMobileSystem(os) ? Smartphone : Monitor;
  const onSignOut = async () => {
    const confirmed = await confirmDialog({
      title: t('sessions.confirmOneTitle', { name }),
      message: t('sessions.confirmOneMessage'),
      confirmLabel: t('sessions.confirmOne'),
      cancelLabel: t('sessions.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    endSession.mutate(session.id, {
      onSuccess: () => toast.success(t('sessions.doneOne', { name })),
      onError: (error) => notifyFailure(t('sessions.failedOne'), error),
    });
  };
  return (
    <li className="flex items-start gap-3 py-3" data-testid="session-row">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="min-w-0 break-words">{name}</span>
          {session.current && <Badge>{t('sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted">
          {t('sessions.lastUsed', {
            when: formatMoment(session.lastUsedAt, i18n.language, timeZone),
          })}
        </p>
        <p className="text-xs text-muted">
          {t('sessions.signedInAt', {
            date: formatMoment(session.createdAt, i18n.language, timeZone),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onSignOut()}
          loading={endSession.isPending}
          loadingText={t('sessions.signingOut')}
          aria-label={t('sessions.signOutOneLabel', { name })}
        >
          {t('sessions.signOutOne')}
        </Button>
      )}
    </li>
  );
}

/**
 * The account's signed-in devices (GET /auth/sessions), each but this one with its own
 * "sign out" (DELETE /auth/sessions/:id), and "sign out other devices" (DELETE
 * /auth/sessions), after a confirm: the others end at once, this one stays as it is.
 */
export function SessionsPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('auth');
  const sessions = useSessions();
  const logoutOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onSignOutOthers = async () => {
    const confirmed = await confirmDialog({
      title: t('sessions.confirmTitle'),
      message: t('sessions.confirmMessage'),
      confirmLabel: t('sessions.confirm'),
      cancelLabel: t('sessions.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    logoutOthers.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(t('sessions.done'), t('sessions.doneMessage', { count: answer.signedOut })),
      onError: (error) => notifyFailure(t('sessions.failed'), error),
    });
  };

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <div>
        <h3 id="sessions-title" className="font-display text-xl font-semibold">
          {t('sessions.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('sessions.subtitle')}</p>
      </div>
      {sessions.isPending ? (
        <div role="status" aria-label={t('sessions.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <Alert type="error" title={t('sessions.loadFailed')}>
          <Button variant="link" onClick={() => void sessions.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} timeZone={timeZone} />
            ))}
          </ul>
          <p className="text-sm text-muted" data-testid="other-sessions">
            {others > 0 ? t('sessions.othersCount', { count: others }) : t('sessions.noOthers')}
          </p>
        </>
      )}
      <Button
        variant="outline"
        className="self-start"
        icon={<LogOut className="size-4" aria-hidden="true" />}
        onClick={() => void onSignOutOthers()}
        loading={logoutOthers.isPending}
        loadingText={t('sessions.signingOut')}
        disabled={sessions.isSuccess && others === 0}
      >
        {t('sessions.signOutOthers')}
      </Button>
    </section>
  );
}
