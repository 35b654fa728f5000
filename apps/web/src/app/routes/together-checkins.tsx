import { useTranslation } from 'react-i18next';
import { CheckinsPage } from '@/features/checkins/components/checkins-page';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /together/checkins: each partner's mood of the day and 30 days of both. */
export function Component() {
  const { t } = useTranslation('checkins');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  return <CheckinsPage userId={user.id} />;
}
