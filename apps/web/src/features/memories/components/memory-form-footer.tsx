import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The form's sticky footer: why saving waits (photos uploading or failed, no connection), then
 * Cancel and Save. The buttons keep one row and the hint wraps beside them (on a phone it
 * takes its own line above them): a long hint never pushes Save under Cancel.
 */
export function MemoryFormFooter({
  hint,
  editing,
  saving,
  canSave,
  onCancel,
  variant,
}: {
  hint: string | null;
  editing: boolean;
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
  variant: 'modal' | 'page';
}) {
  const { t } = useTranslation('memories');
  return (
    <div
      className={cn(
        'sticky -mx-6 -mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-border bg-surface px-6 py-4 sm:flex-nowrap',
        // a dialog scrolls inside its 1.5 rem padding; a page scrolls the window, and on a
        // phone stops above the tab bar (at the bottom it sat under it, Save hidden)
        variant === 'modal'
          ? '-bottom-6'
          : 'bottom-[calc(var(--spacing-tab-bar)_+_env(safe-area-inset-bottom))] rounded-b-2xl nav:bottom-0',
      )}
      data-testid="memory-form-footer"
    >
      <p
        className={cn(
          'min-w-0 text-sm text-muted sm:flex-1',
          // kept on the page while empty, so what it says next is announced
          hint ? 'basis-full sm:basis-auto' : 'sr-only sm:not-sr-only',
        )}
        role="status"
      >
        {hint}
      </p>
      <div className="ms-auto flex shrink-0 gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!canSave} loading={saving} loadingText={t('form.saving')}>
          {editing ? t('form.submitEdit') : t('form.submitCreate')}
        </Button>
      </div>
    </div>
  );
}
