import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field, type FieldProps } from '@/components/ui/field';
import { FormDateField } from '@/components/ui/form-date-time';

/** The day the relationship started: picked on the viewer's calendar, today at the latest. */
export function StartDateField<T extends FieldValues, U = T>({
  control,
  name,
  today,
  ...field
}: Omit<FieldProps, 'children'> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** `YYYY-MM-DD` in the viewer's time zone */
  today: string;
}) {
  return (
    <Field {...field}>
      {(c) => <FormDateField {...c} control={control} name={name} max={today} today={today} />}
    </Field>
  );
}
