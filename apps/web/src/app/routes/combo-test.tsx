import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonSection } from '../gallery/button-section';
import { ModalSection, OverlaySection, ToastSection } from '../gallery/feedback-section';
import { GallerySection } from '../gallery/gallery-section';
import { DateSection, InputSection } from '../gallery/input-section';
import { MemoriesSection } from '../gallery/memories-section';
import { MiscSection } from '../gallery/misc-section';
import { ThemeSection } from '../gallery/theme-section';

/** `/combo-test`: the interface's own components in the current theme (no guard). */
export function Component() {
  const { t } = useTranslation('gallery');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 lg:px-8">
      <header>
        <h1 className="font-display text-4xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('subtitle')}</p>
      </header>
      <ThemeSection />
      <ButtonSection />
      <InputSection />
      <DateSection />
      <ToastSection />
      <ModalSection />
      <OverlaySection />
      <GallerySection id="gallery-forms" title={t('sections.forms')}>
        <p className="mb-4 text-sm text-muted">{t('forms.changePassword')}</p>
        <div className="max-w-md">
          <ChangePasswordForm />
        </div>
      </GallerySection>
      <MemoriesSection />
      <MiscSection />
    </div>
  );
}
