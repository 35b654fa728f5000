import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import type { PushDevice } from '../hooks/use-push-device';

const NOTES = {
  unsupported: 'device.unsupported',
  unavailable: 'device.unavailable',
  denied: 'device.denied',
} as const;

function isNoted(state: PushDevice['state']): state is keyof typeof NOTES {
  return state in NOTES;
}

/**
 * This browser's push state (the permission and the subscription), with the button that
 * asks for permission and subscribes, or unsubscribes. `onEnabled` runs once it is on.
 */
export function PushDeviceStatus({
  push,
  onEnabled,
}: {
  push: PushDevice;
  onEnabled?: () => void;
}) {
  const { t } = useTranslation('preferences');
  const turnOn = async () => {
    try {
      if (await push.enable()) onEnabled?.();
    } catch {
      toast.error(t('device.failed'));
    }
  };

  if (isNoted(push.state)) {
    return (
      <p className="text-sm text-warning" role="status">
        {t(NOTES[push.state])}
      </p>
    );
  }
  if (push.state === 'on') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-success" role="status">
          {t('device.enabled')}
        </span>
        <Button variant="ghost" size="sm" loading={push.busy} onClick={() => void push.disable()}>
          {t('device.disable')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      className="self-start"
      loading={push.busy || push.state === 'checking'}
      onClick={() => void turnOn()}
    >
      {t('device.enable')}
    </Button>
  );
}
