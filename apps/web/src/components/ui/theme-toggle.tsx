import { Flower2, Heart, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextTheme, type Theme } from '@doita/shared';
import { cn } from '@/lib/cn';
import { setTheme, useTheme } from '@/lib/theme';
import { Tooltip } from './tooltip';

export const themeIcons: Record<Theme, typeof Sun> = {
  light: Sun,
  dark: Moon,
  romantic: Heart,
  spring: Flower2,
};

/**
 * The floating button that cycles light, dark, romantic, spring. `onSelect` takes over
 * applying the next theme (the app saves it to the account when signed in).
 */
export function ThemeToggle({
  className,
  onSelect = setTheme,
}: {
  className?: string;
  onSelect?: (theme: Theme) => void;
}) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const Icon = themeIcons[theme];
  const label = t('theme.toggle', {
    current: t(`theme.names.${theme}`),
    next: t(`theme.names.${nextTheme(theme)}`),
  });
  return (
    <Tooltip label={label}>
      <button
        type="button"
        onClick={() => onSelect(nextTheme(theme))}
        aria-label={label}
        data-theme-current={theme}
        className={cn(
          'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-[50] flex size-13 items-center justify-center rounded-full',
          'bg-primary text-primary-fg shadow-card ring-4 ring-bg transition-transform hover:scale-105 active:scale-95',
          className,
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
