import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { errorToastInput } from '@/lib/error-toast';
import { Tooltip } from '@/components/ui/tooltip';

export interface Banner {
  type: 'success' | 'error';
  title: string;
  message?: string;
}

/**
 * What the card's parts call after an action: the card's banner (its dismissible error
 * and success banners) is the one message; the couple mutations ask for no toast besides.
 */
export interface CoupleFeedback {
  success: (title: string, message?: string) => void;
  /** the failure said in the error catalogue's words, titled by what failed */
  failure: (title: string, error: unknown) => void;
  /** "connected with {name}": however we got there (an invitation, a code) */
  connected: (partnerName: string) => void;
}

export function useCoupleFeedback() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const success = useCallback((title: string, message?: string) => {
    setBanner({ type: 'success', title, message });
  }, []);
  const failure = useCallback((title: string, error: unknown) => {
    const described = errorToastInput(error);
    setBanner({ type: 'error', title, message: described.message ?? described.title });
  }, []);
  const { t } = useTranslation('couple');
  const connected = useCallback(
    (name: string) => success(t('success.connected'), t('success.connectedMessage', { name })),
    [success, t],
  );
  const feedback: CoupleFeedback = { success, failure, connected };
  return { banner, dismiss: () => setBanner(null), feedback };
}

/** A dismissible banner inside the card. */
export function CoupleBanner({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const { t } = useTranslation('couple');
  return (
    <div className="relative">
      <Alert type={banner.type} title={banner.title} className="pe-12">
        {banner.message}
      </Alert>
      <Tooltip label={t('banner.dismiss')}>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('banner.dismiss')}
          className="absolute top-1 right-1 flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  );
}
