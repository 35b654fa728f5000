import { useTranslation } from 'react-i18next';
import { THEMES } from '@doita/shared';
import { themeIcons } from '@/components/ui/theme-toggle';
import { cn } from '@/lib/cn';
import { setTheme, useTheme } from '@/lib/theme';
import { GallerySection } from './gallery-section';

const SWATCHES = ['--bg', '--surface', '--primary', '--accent', '--fg'] as const;

/** Pick any of the four palettes directly (the floating toggle cycles them). */
export function ThemeSection() {
  const { t } = useTranslation(['gallery', 'common']);
  const current = useTheme();
  return (
    <GallerySection id="gallery-themes" title={t('gallery:sections.themes')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {THEMES.map((theme) => {
          const Icon = themeIcons[theme];
          return (
            <button
              key={theme}
              type="button"
              aria-pressed={current === theme}
              onClick={() => setTheme(theme)}
              data-theme={theme}
              className={cn(
                'flex flex-col gap-3 rounded-2xl border-2 bg-bg p-4 text-start text-fg transition-transform hover:-translate-y-0.5',
                current === theme ? 'border-primary' : 'border-border',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {t(`common:theme.names.${theme}`)}
              </span>
              <span className="flex gap-1.5" aria-hidden="true">
                {SWATCHES.map((variable) => (
                  <span
                    key={variable}
                    className="size-6 rounded-full border border-border"
                    style={{ background: `var(${variable})` }}
                  />
                ))}
              </span>
            </button>
          );
        })}
      </div>
    </GallerySection>
  );
}
