import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { FormDateField } from '@/components/ui/form-date-time';
import { Input, Textarea } from '@/components/ui/input';
import { PlaceField } from '@/features/places';
import { translateFormMessage } from '@/lib/i18n';
import { MoodPicker, TagPicker } from './memory-form-pickers';
import type { MemoryFormFields } from './memory-form-resolvers';
import type { MemoryFormOutput } from './memory-form-schemas';

type MemoryFormApi = UseFormReturn<MemoryFormFields, unknown, MemoryFormOutput>;

function useFieldError(form: MemoryFormApi) {
  const { t } = useTranslation(['memories', 'common']);
  const { errors } = form.formState;
  return (name: keyof MemoryFormFields) => translateFormMessage(t, errors[name]?.message);
}

/**
 * What every memory needs: title, description, the day (the first photo's when it gave one:
 * `photoDate`, said under the field while it is the one shown) and, if they like, the place.
 */
export function CoreFields({
  form,
  photoDate,
  onDateChosen,
  photoFile,
}: {
  form: MemoryFormApi;
  photoDate: string | null;
  /** the person picked a date themselves: a photo no longer changes it */
  onDateChosen: () => void;
  /** a new memory's first photo, picked now: where it was taken may be offered */
  photoFile?: File | null;
}) {
  const { t } = useTranslation('memories');
  const { register, control, setValue } = form;
  const error = useFieldError(form);
  const [date, location, coords] = useWatch({ control, name: ['date', 'location', 'coords'] });
  return (
    <>
      <Field label={t('form.title')} error={error('title')} required>
        {(c) => <Input {...c} {...register('title')} placeholder={t('form.titlePlaceholder')} />}
      </Field>
      <Field label={t('form.description')} error={error('description')} required>
        {(c) => (
          <Textarea
            {...c}
            {...register('description')}
            rows={2}
            className="min-h-16"
            placeholder={t('form.descriptionPlaceholder')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('form.date')}
          error={error('date')}
          hint={photoDate && photoDate === date ? t('form.dateFromPhoto') : undefined}
          required
        >
          {(c) => <FormDateField {...c} control={control} name="date" onChosen={onDateChosen} />}
        </Field>
        <Field label={t('form.location')} error={error('location')}>
          {(c) => (
            <PlaceField
              control={c}
              value={{ name: location, coords }}
              photoFile={photoFile}
              onChange={(next) => {
                setValue('location', next.name, { shouldDirty: true });
                setValue('coords', next.coords, { shouldDirty: true });
              }}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/**
 * The rest: the story, the mood and the tags. Starting from photos they fold under "more"
 * (the few fields first), open when one of them holds something or has an error.
 */
export function DetailFields({ form, folded }: { form: MemoryFormApi; folded: boolean }) {
  const { t } = useTranslation('memories');
  const { register, control, setValue } = form;
  const error = useFieldError(form);
  const [content, mood, tags] = useWatch({ control, name: ['content', 'mood', 'tags'] });
  const [open, setOpen] = useState(() => !!(content || mood || tags.length));
  const fields = (
    <>
      <Field label={t('form.content')} hint={t('form.contentHint')} error={error('content')}>
        {(c) => <Textarea {...c} {...register('content')} rows={4} />}
      </Field>
      <MoodPicker value={mood} onChange={(next) => setValue('mood', next, { shouldDirty: true })} />
      <TagPicker value={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true })} />
    </>
  );
  if (!folded) return fields;
  return (
    <details
      open={open || !!error('content')}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-border"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {t('form.more')}
        <ChevronDown
          className="size-4 text-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="flex flex-col gap-5 px-4 pt-1 pb-4">{fields}</div>
    </details>
  );
}
