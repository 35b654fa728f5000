import { useTranslation } from 'react-i18next';
import { PreferencesView } from '@/features/preferences/components/preferences-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /preferences: notifications, privacy, appearance (theme, language) and time zone. */
export function Component() {
  const { t } = useTranslation('preferences');
  useDocumentTitle(t('documentTitle'));
  return <PreferencesView />;
}
