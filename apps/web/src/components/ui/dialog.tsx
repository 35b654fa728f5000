import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusedElement, returnFocus } from '@/lib/return-focus';
import { Tooltip } from './tooltip';

/** md: a small dialog; lg: a form with room; full: the whole screen (e.g. a photo viewer). */
export type DialogSize = 'md' | 'lg' | 'full';

const sizes: Record<DialogSize, string> = {
  md: 'max-w-md',
  lg: 'max-w-2xl',
  full: '',
};
const panel = cn(
  'fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
  'rounded-2xl border border-border bg-surface p-6 text-fg shadow-card animate-pop-in',
);
const fullScreen = 'fixed inset-0 h-dvh w-screen overflow-hidden bg-bg text-fg animate-fade-in';

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
  size?: DialogSize;
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
  size = 'md',
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation('common');
  // what had focus when the dialog opened (a store-opened dialog has no Radix trigger to go back to)
  const [opener] = useState(focusedElement);
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
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener);
          }}
          className={cn('z-[61]', size === 'full' ? fullScreen : [panel, sizes[size]], className)}
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
            <Tooltip label={t('actions.close')}>
              <RadixDialog.Close
                className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
                aria-label={t('actions.close')}
              >
                <X className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            </Tooltip>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
