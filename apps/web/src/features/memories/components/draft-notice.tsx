import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateAndTime } from '@/lib/format';
import type { RestoredDraft } from '../hooks/memory-draft';

/**
 * Above a new memory restored from this device: when it was written, what could not come back
 * (photos still uploading when the page went, or older than a day: the server let them go),
 * and the way to start afresh instead.
 */
export function DraftNotice({
  draft,
  timeZone,
  onDiscard,
}: {
  draft: RestoredDraft;
  timeZone: string;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('memories');
  const { date, time } = formatDateAndTime(
    new Date(draft.savedAt).toISOString(),
    i18n.language,
    timeZone,
  );
  const lost = draft.pendingCount + draft.expiredCount;
  return (
    <Alert type="info" title={t('draft.restored')}>
      <p>{t('draft.savedAt', { date, time })}</p>
      {lost > 0 && <p>{t('draft.photosLost', { count: lost })}</p>}
      <Button variant="link" onClick={onDiscard} className="mt-1">
        {t('draft.discard')}
      </Button>
    </Alert>
  );
}
