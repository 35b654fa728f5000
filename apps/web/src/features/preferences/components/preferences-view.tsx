import { startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, RotateCcw } from 'lucide-react';
import type { Preferences, UpdatePreferencesBody } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '../api/get-preferences';
import { mergePreferences, useUpdatePreferences } from '../api/update-preferences';
import { AppearanceSection } from './appearance-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { PushDevicesSection } from './push-devices-section';
import { TimeZoneSection } from './time-zone-section';

function PreferencesSkeleton() {
  const { t } = useTranslation('preferences');
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex flex-col gap-6"
      data-testid="preferences-loading"
    >
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((card) => (
        <div
          key={card}
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-10" />
            <Skeleton className="h-6 w-40" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/** "Saving..." then "Saved", read out politely; failures are toasts. */
function SaveStatus({ status }: { status: 'idle' | 'pending' | 'success' | 'error' }) {
  const { t } = useTranslation('preferences');
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex items-center gap-1.5 text-sm font-semibold text-muted sm:min-h-9"
      data-testid="preferences-save-status"
    >
      {status === 'pending' && (
        <>
          <Spinner className="size-4" />
          {t('status.saving')}
        </>
      )}
      {status === 'success' && (
        <>
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          {t('status.saved')}
        </>
      )}
    </p>
  );
}

function PreferencesSections({
  preferences,
  save,
}: {
  preferences: Preferences;
  save: (change: UpdatePreferencesBody) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <AppearanceSection theme={preferences.theme} language={preferences.language} save={save} />
      <TimeZoneSection timeZone={preferences.timeZone} save={save} />
      <NotificationsSection notifications={preferences.notifications} save={save} />
      <PushDevicesSection timeZone={preferences.timeZone} />
      <PrivacySection visibility={preferences.profileVisibility} save={save} />
    </div>
  );
}

/**
 * /preferences: notifications, privacy, appearance and time zone. Each control saves only
 * its own field, at once; theme, language and time zone also apply at once.
 */
export function PreferencesView() {
  const { t } = useTranslation('preferences');
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  // The control shows the choice in the same event that made it (a radio or a switch that
  // flicks back until the cache catches up reads as "did not take" to a finger and to a
  // screen reader): each change still being saved is laid over the cached preferences
  // until its save settles, when the saved preferences (or the rollback of a failed save,
  // toasted by the mutation) take over.
  const [shown, showUnsaved] = useOptimistic(
    preferences.data,
    (current: Preferences | undefined, change: UpdatePreferencesBody) =>
      current && mergePreferences(current, change),
  );
  const save = (change: UpdatePreferencesBody) => {
    startTransition(async () => {
      showUnsaved(change);
      await update.mutateAsync(change).catch(() => undefined);
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('subtitle')}</p>
        </div>
        <SaveStatus status={update.status} />
      </header>
      {preferences.isPending ? (
        <PreferencesSkeleton />
      ) : preferences.isError ? (
        <Alert type="error" title={t('loadFailed')}>
          <p>{t('loadFailedHint')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            loading={preferences.isFetching}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            onClick={() => void preferences.refetch()}
          >
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <PreferencesSections preferences={shown ?? preferences.data} save={save} />
      )}
    </div>
  );
}
