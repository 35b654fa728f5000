import { Heart, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { GallerySection } from './gallery-section';
import { Tooltip } from '@/components/ui/tooltip';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];

export function ButtonSection() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="gallery-buttons" title={t('sections.buttons')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`buttons.${variant}`)}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">{t('buttons.small')}</Button>
          <Button size="lg">{t('buttons.large')}</Button>
          <Button disabled>{t('buttons.disabled')}</Button>
          <Button variant="outline" disabled>
            {t('buttons.disabled')}
          </Button>
          <Button loading>{t('buttons.loading')}</Button>
          <Button variant="secondary" loading>
            {t('buttons.loading')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button icon={<Heart className="size-4" aria-hidden="true" />}>
            {t('buttons.withIcon')}
          </Button>
          <Button variant="outline" icon={<Heart className="size-4" aria-hidden="true" />}>
            {t('buttons.withIcon')}
          </Button>
          <Tooltip label={t('buttons.iconOnly')}>
            <Button size="icon" aria-label={t('buttons.iconOnly')}>
              <Plus className="size-5" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Tooltip label={t('buttons.iconOnly')}>
            <Button size="icon" variant="ghost" aria-label={t('buttons.iconOnly')}>
              <Heart className="size-5" aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>
      </div>
    </GallerySection>
  );
}
