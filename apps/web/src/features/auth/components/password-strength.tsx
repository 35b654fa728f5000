import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordChecks, type PasswordChecks } from '@doita/shared';
import { cn } from '@/lib/cn';

const ORDER: (keyof PasswordChecks)[] = ['length', 'upper', 'lower', 'digit'];

/** The password rule as a checklist that fills in while typing (shared `passwordChecks`). */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const checks = passwordChecks(password);
  const met = ORDER.filter((key) => checks[key]).length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-1" aria-hidden="true">
        {ORDER.map((key, i) => (
          <span
            key={key}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              i < met ? (met === ORDER.length ? 'bg-success' : 'bg-primary') : 'bg-border',
            )}
          />
        ))}
      </div>
      <p className="text-sm text-muted">{t('strength.title')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {ORDER.map((key) => (
          <li
            key={key}
            className={cn('flex items-center gap-1.5', checks[key] ? 'text-fg' : 'text-muted')}
          >
            {checks[key] ? (
              <Check className="size-4 text-success" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5" aria-hidden="true" />
            )}
            <span>{t(`strength.${key}`)}</span>
            <span className="sr-only">
              ({checks[key] ? t('strength.met') : t('strength.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
