import { useTranslation } from 'react-i18next';
import { MonitorSmartphone, Monitor, RotateCcw, Smartphone, X } from 'lucide-react';
import { describeUserAgent, isMobileSystem, type PushSubscriptionView } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyFailure } from '@/lib/error-toast';
import { formatDateAndTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { SectionCard } from './section-card';

function DeviceRow({ device, timeZone }: { device: PushSubscriptionView; timeZone: string }) {
  const { t, i18n } = useTranslation('preferences');
  const remove = useRemovePushDevice();
  const { browser, os } = describeUserAgent(device.userAgent);
  const name =
    browser && os ? t('devices.name', { browser, os }) : (browser ?? os ?? t('devices.unknown'));
  const Icon = isMobileSystem(os) ? Smartphone : Monitor;
  const added = formatDateAndTime(device.createdAt, i18n.language, timeZone);
  const used = device.lastUsedAt
    ? formatDateAndTime(device.lastUsedAt, i18n.language, timeZone)
    : null;
  const onRemove = () =>
    remove.mutate(device.id, {
      onSuccess: () => toast.success(t('devices.removed'), t('devices.removedMessage')),
      onError: (error) => notifyFailure(t('devices.removeFailed'), error),
    });

  return (
    <li className="flex items-center gap-3 py-3" data-testid="push-device">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{name}</p>
        <p className="flex flex-col text-sm text-muted sm:flex-row sm:gap-1.5">
          <span>{t('devices.added', { date: added.date })}</span>
          <span className="hidden sm:inline" aria-hidden="true">
            ·
          </span>
          <span>{used ? t('devices.lastUsed', used) : t('devices.neverUsed')}</span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        icon={<X className="size-4" aria-hidden="true" />}
        aria-label={t('devices.removeLabel', { name })}
        loading={remove.isPending}
        onClick={onRemove}
      >
        {/* On a phone the icon alone (the label is in aria-label), so the name has room. */}
        <span className="hidden sm:inline">{t('devices.remove')}</span>
      </Button>
    </li>
  );
}

/**
 * "Devices that get notifications": each browser with push turned on for this account
 * (GET /push/subscriptions), when it was added and last notified, and a way to stop one
 * (DELETE /push/subscriptions/:id), a lost phone included.
 */
export function PushDevicesSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('preferences');
  const devices = usePushDevices();

  return (
    <SectionCard
      id="preferences-devices"
      icon={<MonitorSmartphone />}
      title={t('devices.title')}
      description={t('devices.intro')}
    >
      {devices.isPending ? (
        <div role="status" aria-label={t('devices.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : devices.isError ? (
        <Alert type="error" title={t('devices.loadFailed')}>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            loading={devices.isFetching}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            onClick={() => void devices.refetch()}
          >
            {t('retry')}
          </Button>
        </Alert>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-muted" data-testid="push-devices-empty">
          {t('devices.empty')}
        </p>
      ) : (
        <ul className="-my-3 divide-y divide-border" aria-label={t('devices.title')}>
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
