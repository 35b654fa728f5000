import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useGenerateCode, type JoinCode } from '../api/generate-code';
import type { CoupleFeedback } from './couple-feedback';
import { formatShownDate } from '@/lib/format';

/** Generate-and-copy: shows the code and its expiry; copying is announced to screen readers. */
export function JoinCodePanel({
  timeZone,
  feedback,
}: {
  timeZone: string;
  feedback: CoupleFeedback;
}) {
  const { t } = useTranslation('couple');
  const mutation = useGenerateCode();
  const [joinCode, setJoinCode] = useState<JoinCode | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const generate = () => {
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        setJoinCode(result);
        setCopyState('idle');
        feedback.success(t('success.codeGenerated'));
      },
      onError: (error) => feedback.failure(t('failure.generateCode'), error),
    });
  };

  const copy = async () => {
    if (!joinCode) return;
    try {
      await navigator.clipboard.writeText(joinCode.code);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <section aria-labelledby="couple-code-title" className="flex flex-col gap-3">
      <h3 id="couple-code-title" className="font-semibold">
        {t('code.title')}
      </h3>
      {joinCode && (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed border-primary/50 bg-primary-soft/50 p-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t('code.yourCode')}
            </p>
            <p
              className="font-mono text-2xl font-bold tracking-[0.2em] whitespace-nowrap"
              data-testid="join-code"
            >
              {joinCode.code}
            </p>
            <p className="text-sm text-muted">
              {t('code.expires', { date: formatShownDate(joinCode.expiresAt, { timeZone }) })}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => void copy()}
            icon={
              copyState === 'copied' ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )
            }
          >
            {copyState === 'copied' ? t('code.copied') : t('code.copy')}
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {copyState === 'copied'
          ? t('code.copied')
          : copyState === 'failed'
            ? t('code.copyFailed')
            : ''}
      </p>
      <Button
        variant="outline"
        onClick={generate}
        loading={mutation.isPending}
        loadingText={t('code.generating')}
        icon={<KeyRound className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        {joinCode ? t('code.regenerate') : t('code.generate')}
      </Button>
    </section>
  );
}
