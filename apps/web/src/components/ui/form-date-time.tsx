import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';
import { TimeField, type TimeFieldProps } from './time-field';

interface Controlled<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** after the person typed or picked a value (not on a reset) */
  onChosen?: () => void;
}

/** A form's day field (`YYYY-MM-DD` in the form's values), in the app's language. */
export function FormDateField<T extends FieldValues, U = T>({
  control,
  name,
  onChosen,
  ...props
}: Controlled<T, U> & Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.();
      }}
      onBlur={field.onBlur}
    />
  );
}

/** A form's time field (`HH:mm` in the form's values), on the app's 24-hour clock. */
export function FormTimeField<T extends FieldValues, U = T>({
  control,
  name,
  onChosen,
  ...props
}: Controlled<T, U> & Omit<TimeFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  const { field } = useController({ control, name });
  return (
    <TimeField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.();
      }}
      onBlur={field.onBlur}
    />
  );
}
