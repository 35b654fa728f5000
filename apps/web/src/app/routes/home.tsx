import { useTranslation } from 'react-i18next';
import { useConnection } from '@/features/couple/api/get-connection';
import { CoupleTimeDisplay } from '@/features/couple/components/couple-time-display';
import { HomeDashboard } from '@/features/home/components/home-dashboard';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/`: the home dashboard (authenticated); the couple time display when connected. */
export function Component() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const connection = useConnection({ enabled: !!user });
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  const couple = connection.data;
  return (
    <HomeDashboard
      user={user}
      coupleDisplay={
        couple?.status === 'accepted'
          ? (now: Date) => <CoupleTimeDisplay couple={couple} user={user} now={now} />
          : undefined
      }
    />
  );
}
