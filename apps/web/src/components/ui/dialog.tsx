import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface DialogProps {
  open: boolean;
  /** called when Escape, the backdrop or the close button asks to close */
  onDismiss: () => void;
  /** persistent: Escape and the backdrop do not close it */
  persistent?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** hide the visible title (it stays for screen readers) */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A modal dialog: focus trap, Escape, backdrop (Radix Dialog), styled for the themes. */
export function Dialog({
  open,
  onDismiss,
  persistent,
  title,
  description,
  hideTitle,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="modal-backdrop"
          className="fixed inset-0 z-[60] bg-overlay backdrop-blur-[2px] animate-fade-in"
        />
        <RadixDialog.Content
          onEscapeKeyDown={(event) => persistent && event.preventDefault()}
          onInteractOutside={(event) => persistent && event.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-[61] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-border bg-surface p-6 text-fg shadow-card animate-pop-in',
            className,
          )}
        >
          <RadixDialog.Title
            className={cn('pe-10 font-display text-xl font-semibold', hideTitle && 'sr-only')}
          >
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          {!persistent && (
            <RadixDialog.Close
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('actions.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
