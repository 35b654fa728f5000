import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A new memory that starts from its photos, before any is picked: what happens (the first
 * photo's day becomes the memory's), and the way to write without photos instead.
 */
export function PhotoFirstStart({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="text-sm text-muted">{t('form.photoFirstHint')}</p>
      <Button variant="link" onClick={onSkip} data-testid="photo-first-skip">
        {t('form.withoutPhotos')}
      </Button>
    </div>
  );
}
