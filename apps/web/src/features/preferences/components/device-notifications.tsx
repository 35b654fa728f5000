import { useTranslation } from 'react-i18next';
import { BellRing, Mail } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/lib/toast-store';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { usePushDevice } from '../hooks/use-push-device';
import { PushDeviceStatus } from './push-device-status';

/**
 * "Notifications on this device" (the reminders page): push in this browser (permission
 * prompt and subscription), and reminder e-mails. /preferences has every toggle.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('preferences');
  const push = usePushDevice();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const notifications = preferences.data?.notifications;
  const emailOn = !!notifications?.email && !!notifications.reminders;

  const pushEnabled = () => {
    if (notifications && !(notifications.push && notifications.reminders)) {
      update.mutate({ notifications: { push: true, reminders: true } });
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
          <PushDeviceStatus push={push} onEnabled={pushEnabled} />
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
