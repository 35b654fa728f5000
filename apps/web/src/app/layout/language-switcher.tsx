import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '@doita/shared';
import { useSaveAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { currentLocale } from '@/lib/i18n';
import type { DeferredMenuProps } from './deferred-trigger';
import { LanguageFace, languageTriggerClasses, useTriggerFocus } from './header-triggers';
import { menuContentClasses, menuItemClasses } from './menu-styles';

/**
 * vi / en, persisted in local storage (`locale`), sets <html lang>; saved to the account
 * when signed in.
 */
export function LanguageMenu({ defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { t, i18n } = useTranslation('common');
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  const saveAppearance = useSaveAppearance();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={languageTriggerClasses}
        aria-label={t('language.change', { current: t(`language.names.${locale}`) })}
      >
        <LanguageFace locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => isLocale(value) && saveAppearance({ language: value })}
          >
            {LOCALES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                className={menuItemClasses}
                lang={code}
              >
                <span className="flex-1">{t(`language.names.${code}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-primary" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
