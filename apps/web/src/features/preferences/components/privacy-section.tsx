import { useTranslation } from 'react-i18next';
import { Globe, HeartHandshake, Lock, ShieldCheck } from 'lucide-react';
import {
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
  type UpdatePreferencesBody,
} from '@doita/shared';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';

const ICONS: Record<ProfileVisibility, typeof Globe> = {
  public: Globe,
  couple: HeartHandshake,
  private: Lock,
};

/** Who may see the profile: public, the couple, or me alone, each explained. */
export function PrivacySection({
  visibility,
  save,
}: {
  visibility: ProfileVisibility;
  save: (change: UpdatePreferencesBody) => void;
}) {
  const { t } = useTranslation('preferences');
  return (
    <SectionCard id="preferences-privacy" icon={<ShieldCheck />} title={t('sections.privacy')}>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold">{t('privacy.legend')}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {PROFILE_VISIBILITIES.map((option) => {
            const Icon = ICONS[option];
            return (
              <ChoiceCard
                key={option}
                name="profile-visibility"
                value={option}
                checked={visibility === option}
                onSelect={() => save({ profileVisibility: option })}
                label={t(`privacy.options.${option}.label`)}
                hint={t(`privacy.options.${option}.hint`)}
                icon={<Icon className="size-5 text-primary" aria-hidden="true" />}
              />
            );
          })}
        </div>
      </fieldset>
    </SectionCard>
  );
}
