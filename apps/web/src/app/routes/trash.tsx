import { useTranslation } from 'react-i18next';
import { TrashScreen } from '@/features/trash/components/trash-screen';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { timeZoneOrDefault } from '../layout/time-zone';

/** /trash: what I deleted in the last 30 days. */
export function Component() {
  const { t } = useTranslation('trash');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  return <TrashScreen timeZone={timeZoneOrDefault(user?.preferences.timeZone)} />;
}
