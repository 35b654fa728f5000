import { useTranslation } from 'react-i18next';
import { CircleAlert, CloudCheck, HardDrive, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SaveState } from '../../hooks/use-autosave';
import { formatClock } from '@/lib/format';

/** Autosave's visible state, announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t, i18n } = useTranslation('blog');
  const text =
    state.kind === 'saved'
      ? t('editor.save.saved', { time: formatClock(state.at, i18n.language) })
      : state.kind === 'saving'
        ? t('editor.save.saving')
        : state.kind === 'unsaved'
          ? t('editor.save.unsaved')
          : state.kind === 'needsTitle'
            ? t('editor.save.needsTitle')
            : state.kind === 'failed'
              ? t('editor.save.failed')
              : state.kind === 'publishedLocal'
                ? t('editor.save.publishedLocal')
                : '';
  const Icon =
    state.kind === 'saved'
      ? CloudCheck
      : state.kind === 'saving'
        ? LoaderCircle
        : state.kind === 'failed'
          ? CircleAlert
          : HardDrive;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={state.kind}
      className={cn(
        'flex min-h-6 items-center gap-1.5 text-sm',
        state.kind === 'failed' ? 'text-danger' : 'text-muted',
      )}
    >
      {text && (
        <Icon
          className={cn('size-4 shrink-0', state.kind === 'saving' && 'animate-spin')}
          aria-hidden="true"
        />
      )}
      {text}
    </p>
  );
}
