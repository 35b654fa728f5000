import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';

/** The ten recovery codes, shown once right after two-step is turned on: copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoStep.codes.copied'));
    } catch {
      toast.error(t('twoStep.codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t('twoStep.codes.fileHeader')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'doita-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="flex flex-col gap-4">
      <Alert type="warning" title={t('twoStep.codes.title')}>
        {t('twoStep.codes.intro')}
      </Alert>
      <ol
        className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-4 font-mono text-sm sm:grid-cols-2"
        aria-label={t('twoStep.codes.listLabel')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() => void copy()}
        >
          {t('twoStep.codes.copy')}
        </Button>
        <Button
          variant="outline"
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={download}
        >
          {t('twoStep.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.codes.done')}</Button>
      </div>
    </div>
  );
}
