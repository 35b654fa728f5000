import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseFormRegister } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import type { MemoryFormFields } from './memory-form-resolvers';

/**
 * "Just for me" (docs/product-rules.md, Privacy). Without a connected partner a shared memory
 * is impossible: the box stays ticked and the form says why, with the way to connect.
 */
export function PrivacyField({
  locked,
  register,
  onNavigate,
}: {
  locked: boolean;
  register: UseFormRegister<MemoryFormFields>;
  /** leaving for /couple/connect closes the form */
  onNavigate: () => void;
}) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex flex-col gap-2">
      {locked ? (
        // Not registered: a disabled input would drop its value from the form.
        <Checkbox label={t('form.private')} checked disabled readOnly />
      ) : (
        <Checkbox label={t('form.private')} {...register('isPrivate')} />
      )}
      <p className="-mt-2 ps-7.5 text-sm text-muted">
        {locked ? t('form.privateHint') : `${t('form.privateHint')} ${t('form.sharedHint')}`}
      </p>
      {locked && (
        <Alert type="info" title={t('form.notConnectedTitle')}>
          <p>{t('form.notConnected')}</p>
          <Link
            to="/couple/connect"
            onClick={onNavigate}
            className="mt-1 inline-block font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('form.connect')}
          </Link>
        </Alert>
      )}
    </div>
  );
}
