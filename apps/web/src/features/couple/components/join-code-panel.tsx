import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, KeyRound, QrCode, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { withChunkReload } from '@/lib/chunk-reload';
import { formatShownDate } from '@/lib/format';
import { useGenerateCode, type JoinCode } from '../api/generate-code';
import type { CoupleFeedback } from './couple-feedback';

// The QR library loads only when the code is to be shown as a QR code.
const JoinCodeQr = lazy(withChunkReload(() => import('./join-code-qr')));

/** The address that opens the join form with the code filled in (after signing in). */
export function joinLink(code: string): string {
  return `${window.location.origin}/couple/connect?code=${encodeURIComponent(code)}`;
}

type ShareState = 'idle' | 'shared' | 'copied' | 'failed';

/**
 * The invitation handed over: through the phone's share sheet where there is one, else
 * copied. What happened, or null when the person closed the share sheet (not a failure).
 */
async function shareInvitation(
  title: string,
  text: string,
  link: string,
): Promise<ShareState | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url: link });
      return 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? null : 'failed';
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${link}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Generate a code and hand it over: the phone's share sheet (Web Share API) where there is
 * one, else a copy of the invitation; or a QR code of the join link to scan. What happened
 * is said once, inline (announced to screen readers).
 */
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
  const [shareState, setShareState] = useState<ShareState>('idle');
  const [showQr, setShowQr] = useState(false);

  const generate = () => {
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        setJoinCode(result);
        setShareState('idle');
        setShowQr(false);
      },
      onError: (error) => feedback.failure(t('failure.generateCode'), error),
    });
  };

  const share = async () => {
    if (!joinCode) return;
    const next = await shareInvitation(
      t('code.shareTitle'),
      t('code.shareText', { code: joinCode.code }),
      joinLink(joinCode.code),
    );
    if (next) setShareState(next);
  };

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const status =
    shareState === 'copied'
      ? t('code.copied')
      : shareState === 'shared'
        ? t('code.shared')
        : shareState === 'failed'
          ? t('code.copyFailed')
          : '';

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
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => void share()}
              icon={
                shareState === 'copied' || shareState === 'shared' ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Share2 className="size-4" aria-hidden="true" />
                )
              }
            >
              {canShare ? t('code.share') : t('code.copy')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showQr}
              onClick={() => setShowQr((shown) => !shown)}
              icon={<QrCode className="size-4" aria-hidden="true" />}
            >
              {showQr ? t('code.hideQr') : t('code.showQr')}
            </Button>
          </div>
          {showQr && (
            <Suspense fallback={<Spinner className="self-center text-muted" />}>
              <JoinCodeQr
                link={joinLink(joinCode.code)}
                label={t('code.qrLabel', { code: joinCode.code })}
              />
            </Suspense>
          )}
        </div>
      )}
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {status}
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
