import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { formatIsoDate, partnerOf, toLocalDate } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateFormMessage } from '@/lib/i18n';
import { useConnect } from '../api/connect';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';
import { CoupleForm } from './couple-form';
import { makeInviteResolver, preloadCoupleSchemas } from './couple-form-resolvers';
import type { InviteFormOutput, InviteFormValues } from './couple-form-schemas';
import { StartDateField } from './start-date-field';

/** Invite by e-mail: required and of e-mail type, send disabled while empty; optional start date. */
export function InviteForm({
  myId,
  timeZone,
  feedback,
}: {
  myId: string;
  timeZone: string;
  feedback: CoupleFeedback;
}) {
  const { t } = useTranslation('couple');
  const mutation = useConnect();
  const refresh = useRefreshCouple();
  const resolver = useMemo(() => makeInviteResolver(timeZone), [timeZone]);
  const today = formatIsoDate(toLocalDate(new Date(), timeZone));
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<InviteFormValues, unknown, InviteFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { partnerEmail: '', anniversaryDate: '' },
  });
  const email = useWatch({ control, name: 'partnerEmail' });
  useEffect(preloadCoupleSchemas, []);

  const onSubmit = (body: InviteFormOutput) => {
    mutation.mutate(body, {
      onSuccess: (couple) => {
        reset();
        if (couple.status === 'accepted') {
          // They had invited me: the invitation accepted theirs, we are connected at once.
          feedback.connected(partnerOf(couple, myId).displayName);
        } else {
          feedback.success(
            t('success.invited'),
            t('success.invitedMessage', { email: body.partnerEmail }),
          );
        }
        void refresh(couple);
      },
      onError: (error) => feedback.failure(t('failure.invite'), error),
    });
  };

  return (
    <CoupleForm
      titleId="couple-invite-title"
      title={t('invite.title')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <fieldset disabled={mutation.isPending} className="flex flex-col gap-4">
        <Field
          label={t('invite.email')}
          error={translateFormMessage(t, errors.partnerEmail?.message)}
          required
        >
          {(c) => (
            <Input
              {...c}
              {...register('partnerEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={t('invite.emailPlaceholder')}
            />
          )}
        </Field>
        <StartDateField
          label={t('invite.anniversary')}
          hint={t('invite.anniversaryHint')}
          error={translateFormMessage(t, errors.anniversaryDate?.message)}
          control={control}
          name="anniversaryDate"
          today={today}
        />
      </fieldset>
      <Button
        type="submit"
        disabled={!email?.trim()}
        loading={mutation.isPending}
        loadingText={t('invite.submitting')}
        icon={<Send className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        {t('invite.submit')}
      </Button>
    </CoupleForm>
  );
}
