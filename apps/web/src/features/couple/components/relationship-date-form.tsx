import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, toLocalDate } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { translateFormMessage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useUpdateCouple } from '../api/update-couple';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';
import { makeDateResolver, preloadCoupleSchemas } from './couple-form-resolvers';
import type { DateFormValues } from './couple-form-schemas';
import { StartDateField } from './start-date-field';

export interface RelationshipDateFormProps {
  initialDate: string;
  timeZone: string;
  feedback: CoupleFeedback;
  onDone: () => void;
}

/** The relationship-date modal's body: a native date input, at most today (viewer's calendar). */
export function RelationshipDateForm({
  initialDate,
  timeZone,
  feedback,
  onDone,
}: RelationshipDateFormProps) {
  const { t } = useTranslation(['couple', 'common']);
  const mutation = useUpdateCouple();
  const refresh = useRefreshCouple();
  const resolver = useMemo(() => makeDateResolver(timeZone), [timeZone]);
  const today = formatIsoDate(toLocalDate(new Date(), timeZone));
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DateFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { anniversaryDate: initialDate },
  });
  useEffect(preloadCoupleSchemas, []);

  const onSubmit = (values: DateFormValues) => {
    mutation.mutate(
      { anniversaryDate: values.anniversaryDate },
      {
        onSuccess: (couple) => {
          feedback.success(t('success.dateUpdated'));
          onDone();
          void refresh(couple);
        },
        onError: (error) => feedback.failure(t('failure.updateDate'), error),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="mt-5 flex flex-col gap-5"
    >
      <StartDateField
        label={t('dateModal.label')}
        error={translateFormMessage(t, errors.anniversaryDate?.message)}
        required
        control={control}
        name="anniversaryDate"
        today={today}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} loadingText={t('dateModal.saving')}>
          {t('dateModal.save')}
        </Button>
      </div>
    </form>
  );
}

/** Opens the relationship-date modal through the modal host. */
export function openRelationshipDateModal(
  t: (key: string) => string,
  props: Omit<RelationshipDateFormProps, 'onDone'>,
): string {
  return openModal({
    component: 'content',
    props: {
      title: t('couple:dateModal.title'),
      description: t('couple:dateModal.description'),
      render: (close) => <RelationshipDateForm {...props} onDone={close} />,
    },
  });
}
