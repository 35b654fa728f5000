import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLeaveDevice } from '@/lib/leave-device';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { DeleteAccountForm } from './delete-account-form';

const CONSEQUENCES = ['private', 'authored', 'couple', 'shared'] as const;

/** Delete the account: what it means, then a dialog that asks for the password. */
export function DangerZone() {
  const { t } = useTranslation('profile');
  const leaveDevice = useLeaveDevice();

  const signOutLocally = async () => {
    await leaveDevice();
    toast.success(t('danger.deleted'), t('danger.deletedMessage'));
  };

  const openDialog = () =>
    openModal({
      component: 'content',
      props: {
        title: t('danger.dialogTitle'),
        description: t('danger.dialogDescription'),
        render: (close) => (
          <DeleteAccountForm
            onCancel={close}
            onDeleted={() => {
              close();
              void signOutLocally();
            }}
          />
        ),
      },
    });

  return (
    <section
      aria-labelledby="danger-title"
      className="flex flex-col gap-4 rounded-2xl border border-danger/50 bg-danger-soft/40 p-5"
    >
      <h3
        id="danger-title"
        className="flex items-center gap-2 font-display text-xl font-semibold text-danger"
      >
        <TriangleAlert className="size-5" aria-hidden="true" />
        {t('danger.title')}
      </h3>
      <div>
        <p className="font-semibold">{t('danger.deleteTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('danger.deleteIntro')}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`danger.consequences.${key}`)}</li>
          ))}
        </ul>
      </div>
      <Button variant="danger" className="self-start" onClick={openDialog}>
        {t('danger.deleteButton')}
      </Button>
    </section>
  );
}
