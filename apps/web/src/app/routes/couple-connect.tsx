import { useTranslation } from 'react-i18next';
import { CoupleInvitationCard } from '@/features/couple/components/couple-invitation-card';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /couple/connect: the couple invitation card (connected, pending or none). */
export function Component() {
  const { t } = useTranslation('couple');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-2 text-muted">{t('pageSubtitle')}</p>
      </header>
      <CoupleInvitationCard user={user} />
    </div>
  );
}
