import { useTranslation } from 'react-i18next';
import { HomeDashboard } from '@/features/home/components/home-dashboard';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/`: the home dashboard (authenticated). */
export function Component() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  return <HomeDashboard user={user} />;
}
