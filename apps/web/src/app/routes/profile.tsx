import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PasskeysPanel } from '@/features/auth/components/passkeys-panel';
import { SessionsPanel } from '@/features/auth/components/sessions-panel';
import { TwoStepPanel } from '@/features/auth/components/two-step-panel';
import { CoupleInvitationCard } from '@/features/couple/components/couple-invitation-card';
import { Card } from '@/components/ui/card';
import { DangerZone } from '@/features/profile/components/danger-zone';
import { DataPortability } from '@/features/portability/components/data-portability';
import { ImportOffers } from '@/features/portability/components/import-offers';
import { EmailStatus } from '@/features/profile/components/email-status';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import {
  ProfileTabs,
  isProfileTab,
  type ProfileTab,
} from '@/features/profile/components/profile-tabs';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { timeZoneOrDefault } from '../layout/time-zone';

/**
 * /profile: personal info, account, relationship. The tab is in the URL
 * (`?tab=account`), so it survives a reload and can be linked to.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'personal';
  const timeZone = timeZoneOrDefault(user.preferences.timeZone);
  const select = (next: ProfileTab) =>
    setParams(next === 'personal' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 sm:py-10">
      <ProfileHeader user={user} timeZone={timeZone} />
      <ProfileTabs
        selected={tab}
        onSelect={select}
        panels={{
          personal: (
            <Card>
              <PersonalInfoForm user={user} timeZone={timeZone} />
            </Card>
          ),
          account: (
            <div className="flex flex-col gap-6">
              <h2 className="sr-only">{t('tabs.account')}</h2>
              <Card>
                <EmailStatus user={user} />
              </Card>
              <Card>
                <ChangePasswordForm />
              </Card>
              <Card>
                <PasskeysPanel timeZone={timeZone} />
              </Card>
              <Card>
                <TwoStepPanel />
              </Card>
              <Card>
                <SessionsPanel timeZone={timeZone} />
              </Card>
              <ImportOffers />
              <Card>
                <DataPortability />
              </Card>
              <DangerZone />
            </div>
          ),
          relationship: (
            <div className="flex flex-col gap-4">
              <div>
                <h2 className="font-display text-xl font-semibold">{t('relationship.title')}</h2>
                <p className="mt-1 text-sm text-muted">{t('relationship.subtitle')}</p>
              </div>
              <CoupleInvitationCard user={user} />
            </div>
          ),
        }}
      />
    </div>
  );
}
