import { useTranslation } from 'react-i18next';
import { Languages, Palette, SunMoon } from 'lucide-react';
import {
  LOCALES,
  THEMES_WITH_AUTO,
  type LocaleCode,
  type Theme,
  type ThemePreference,
  type UpdatePreferencesBody,
} from '@doita/shared';
import { themeIcons } from '@/components/ui/theme-toggle';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';

/** A small page drawn in a theme's own palette (the palette's variables, scoped). */
function MiniPage({ theme, className }: { theme: Theme; className?: string }) {
  return (
    <span data-theme={theme} className={`flex flex-col gap-1 bg-bg p-2 ${className ?? ''}`}>
      <span className="h-1.5 w-2/3 rounded-full bg-fg/70" />
      <span className="flex flex-1 flex-col gap-1 rounded-md border border-border bg-surface p-1.5">
        <span className="h-1.5 w-1/2 rounded-full bg-primary" />
        <span className="h-1 w-5/6 rounded-full bg-muted/60" />
      </span>
    </span>
  );
}

function ThemePreview({ theme }: { theme: ThemePreference }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-16 overflow-hidden rounded-xl border border-border shadow-xs"
    >
      {theme === 'auto' ? (
        <>
          <MiniPage theme="light" className="w-1/2" />
          <MiniPage theme="dark" className="w-1/2" />
        </>
      ) : (
        <MiniPage theme={theme} className="w-full" />
      )}
    </span>
  );
}

/** Theme (the four and auto, with previews) and language; both apply at once. */
export function AppearanceSection({
  theme,
  language,
  save,
}: {
  theme: ThemePreference;
  language: LocaleCode;
  save: (change: UpdatePreferencesBody) => void;
}) {
  const { t } = useTranslation(['preferences', 'common']);
  return (
    <SectionCard
      id="preferences-appearance"
      icon={<Palette />}
      title={t('sections.appearance')}
      description={t('appearance.themeHint')}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold">{t('appearance.theme')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {THEMES_WITH_AUTO.map((option) => {
            const Icon = option === 'auto' ? SunMoon : themeIcons[option];
            return (
              <ChoiceCard
                key={option}
                name="theme"
                value={option}
                checked={theme === option}
                onSelect={() => save({ theme: option })}
                label={option === 'auto' ? t('appearance.auto') : t(`common:theme.names.${option}`)}
                hint={option === 'auto' ? t('appearance.autoHint') : undefined}
                icon={<Icon className="size-4 text-primary" aria-hidden="true" />}
                preview={<ThemePreview theme={option} />}
                className={option === 'auto' ? 'col-span-2 sm:col-span-1' : undefined}
              />
            );
          })}
        </div>
      </fieldset>
      <fieldset className="border-t border-border pt-4">
        <legend className="float-left mb-3 flex w-full items-center gap-2 text-sm font-semibold">
          <Languages className="size-4 text-primary" aria-hidden="true" />
          {t('appearance.language')}
        </legend>
        <div className="grid clear-left grid-cols-2 gap-3 sm:max-w-md">
          {LOCALES.map((code) => (
            <ChoiceCard
              key={code}
              name="language"
              value={code}
              lang={code}
              checked={language === code}
              onSelect={() => save({ language: code })}
              label={t(`common:language.names.${code}`)}
            />
          ))}
        </div>
      </fieldset>
    </SectionCard>
  );
}
