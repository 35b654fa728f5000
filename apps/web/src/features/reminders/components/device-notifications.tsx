import { useTranslation } from 'react-i18next';
import { BellRing, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/lib/toast-store';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { usePushDevice } from '../hooks/use-push-device';

const NOTES = {
  unsupported: 'device.unsupported',
  unavailable: 'device.unavailable',
  denied: 'device.denied',
} as const;

/**
 * "Notifications on this device": push in this browser (permission prompt and
 * subscription), and reminder e-mails (preferences). The full preferences page comes later.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('reminders');
  const push = usePushDevice();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const notifications = preferences.data?.notifications;
  const emailOn = !!notifications?.email && !!notifications.reminders;

  const turnOn = async () => {
    try {
      const on = await push.enable();
      if (on && notifications && !(notifications.push && notifications.reminders)) {
        update.mutate({ notifications: { push: true, reminders: true } });
      }
    } catch {
      toast.error(t('device.failed'));
    }
  };

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="device-notifications-title">
      <h2 id="device-notifications-title" className="font-display text-xl font-semibold">
        {t('device.title')}
      </h2>
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <p className="font-semibold">{t('device.push')}</p>
            <p className="text-sm text-muted">{t('device.pushHint')}</p>
          </div>
          {push.state in NOTES ? (
            <p className="text-sm text-warning" role="status">
              {t(NOTES[push.state as keyof typeof NOTES])}
            </p>
          ) : push.state === 'on' ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-success" role="status">
                {t('device.enabled')}
              </span>
              <Button
                variant="ghost"
                size="sm"
                loading={push.busy}
                onClick={() => void push.disable()}
              >
                {t('device.disable')}
              </Button>
            </div>
          ) : (
            <Button
              size="sm"
              className="self-start"
              loading={push.busy || push.state === 'checking'}
              onClick={() => void turnOn()}
            >
              {t('device.enable')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex items-start gap-3 border-t border-border pt-4">
        <Mail className="mt-2.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col">
          <Checkbox
            label={t('device.email')}
            checked={emailOn}
            disabled={!notifications || update.isPending}
            onChange={(e) =>
              update.mutate(
                {
                  notifications: e.target.checked
                    ? { email: true, reminders: true }
                    : { email: false },
                },
                { onSuccess: () => toast.success(t('device.saved')) },
              )
            }
          />
          <p className="text-sm text-muted">{t('device.emailHint')}</p>
        </div>
      </div>
    </Card>
  );
}
