import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COUPLE_CODE_LENGTH, partnerOf } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateFormMessage } from '@/lib/i18n';
import { useJoin } from '../api/join';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';
import { CoupleForm } from './couple-form';
import { joinResolver, preloadCoupleSchemas } from './couple-form-resolvers';
import type { JoinFormValues } from './couple-form-schemas';

/**
 * Join with the partner's code (8 characters; spaces and dashes ignored, case folded). The
 * link the partner shared (`/couple/connect?code=…`, also their QR code) fills it in.
 */
export function JoinForm({ myId, feedback }: { myId: string; feedback: CoupleFeedback }) {
  const { t } = useTranslation('couple');
  const [params] = useSearchParams();
  const sharedCode = (params.get('code') ?? '').slice(0, COUPLE_CODE_LENGTH + 1);
  const mutation = useJoin();
  const refresh = useRefreshCouple();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<JoinFormValues>({
    resolver: joinResolver,
    mode: 'onTouched',
    defaultValues: { code: sharedCode },
  });
  const code = useWatch({ control, name: 'code' });
  useEffect(preloadCoupleSchemas, []);

  const onSubmit = ({ code: value }: JoinFormValues) => {
    mutation.mutate(
      { code: value },
      {
        onSuccess: (couple) => {
          reset();
          feedback.connected(partnerOf(couple, myId).displayName);
          void refresh(couple);
        },
        onError: (error) => feedback.failure(t('failure.join'), error),
      },
    );
  };

  return (
    <CoupleForm
      titleId="couple-join-title"
      title={t('join.title')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <Field
        label={t('join.code')}
        hint={t('join.codeHint')}
        error={translateFormMessage(t, errors.code?.message)}
        required
      >
        {(c) => (
          <Input
            {...c}
            {...register('code')}
            disabled={mutation.isPending}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPLE_CODE_LENGTH + 1}
            placeholder="ABCD2345"
            className="font-mono tracking-[0.2em] uppercase"
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="secondary"
        disabled={!code?.trim()}
        loading={mutation.isPending}
        loadingText={t('join.submitting')}
        className="self-start"
      >
        {t('join.submit')}
      </Button>
    </CoupleForm>
  );
}
