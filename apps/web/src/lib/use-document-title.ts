import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> · Đôi Ta" (in the current language). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
