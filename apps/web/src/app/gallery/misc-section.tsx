import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { GallerySection } from './gallery-section';

export function MiscSection() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="gallery-misc" title={t('sections.misc')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <Badge>{t('misc.badge')}</Badge>
          <Badge>{t('misc.badgeSoon')}</Badge>
          <Avatar name="Minh Anh" />
          <Avatar name="Nguyễn Văn Bình" size={11} />
          <Avatar name="Lan" size={14} />
          <Spinner className="size-6 text-primary" />
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <Alert type="info">{t('misc.alertInfo')}</Alert>
          <Alert type="success">{t('misc.alertSuccess')}</Alert>
          <Alert type="warning">{t('misc.alertWarning')}</Alert>
          <Alert type="error">{t('misc.alertError')}</Alert>
        </div>
      </div>
    </GallerySection>
  );
}
