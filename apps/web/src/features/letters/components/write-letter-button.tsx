import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PenLine } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { addToast } from '@/lib/toast-store';
import { useCurrentUser } from '@/lib/session';
import { LetterForm } from './letter-form';

/**
 * "Write a letter": opens the form in a dialog; sealed, it goes to the letter's page (or,
 * offline, says it waits to be sent). Without a partner there is no one to write to: the
 * button is not shown.
 */
export function WriteLetterButton(props: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('letters');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!user?.coupleStatus.isConnected) return null;
  return (
    <>
      <Button
        {...props}
        icon={<PenLine className="size-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t('write')}
      </Button>
      <Dialog
        open={open}
        onDismiss={() => setOpen(false)}
        title={t('form.title')}
        description={t('form.description')}
        size="lg"
      >
        <LetterForm
          onCancel={() => setOpen(false)}
          onDone={(letter) => {
            setOpen(false);
            addToast({
              type: 'success',
              title: letter ? t('sealed.title') : t('sealed.queued'),
            });
            if (letter) void navigate(`/together/letters/${letter.id}`);
          }}
        />
      </Dialog>
    </>
  );
}
