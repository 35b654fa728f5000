import { useTranslation } from 'react-i18next';
import { Bell, BellRing, Mail } from 'lucide-react';
import {
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type UpdatePreferencesBody,
} from '@doita/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { usePushDevice } from '../hooks/use-push-device';
import { PushDeviceStatus } from './push-device-status';
import { SectionCard } from './section-card';
import { SwitchRow } from './switch-row';

/** Push (with this device's permission and subscription) and e-mail, and which events. */
export function NotificationsSection({
  notifications,
  save,
}: {
  notifications: NotificationPreferences;
  save: (change: UpdatePreferencesBody) => void;
}) {
  const { t } = useTranslation('preferences');
  const push = usePushDevice();
  return (
    <SectionCard
      id="preferences-notifications"
      icon={<Bell />}
      title={t('sections.notifications')}
      description={t('notifications.intro')}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">
          {t('notifications.channels')}
        </legend>
        <SwitchRow
          icon={<BellRing />}
          label={t('notifications.push')}
          hint={t('notifications.pushHint')}
          checked={notifications.push}
          onChange={(on) => save({ notifications: { push: on } })}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-surface-2 px-3 py-2">
            <span className="text-sm text-muted">{t('notifications.thisDevice')}</span>
            <PushDeviceStatus
              push={push}
              onEnabled={() => {
                if (!notifications.push) save({ notifications: { push: true } });
              }}
            />
          </div>
        </SwitchRow>
        <SwitchRow
          icon={<Mail />}
          label={t('notifications.email')}
          hint={t('notifications.emailHint')}
          checked={notifications.email}
          onChange={(on) => save({ notifications: { email: on } })}
        />
      </fieldset>
      <fieldset className="border-t border-border pt-4">
        <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wide text-muted uppercase">
          {t('notifications.topics')}
        </legend>
        <div className="grid clear-left grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
          {NOTIFICATION_TOPICS.map((topic) => (
            <div key={topic} className="flex flex-col">
              <Checkbox
                label={t(`notifications.topicNames.${topic}`)}
                aria-describedby={`preferences-topic-${topic}-hint`}
                checked={notifications[topic]}
                onChange={(event) => save({ notifications: { [topic]: event.target.checked } })}
                className="font-semibold"
              />
              <p id={`preferences-topic-${topic}-hint`} className="-mt-2 ps-7.5 text-sm text-muted">
                {t(`notifications.topicHints.${topic}`)}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
    </SectionCard>
  );
}
