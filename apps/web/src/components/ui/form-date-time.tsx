import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';
import { TimeField, type TimeFieldProps } from './time-field';

interface Controlled<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** after the person typed or picked a value (not on a reset) */
  onChosen?: () => void;
}

/** The field's value and handlers, as a date or time field takes them. */
function useTextController<T extends FieldValues, U>({
  control,
  name,
  onChosen,
}: Controlled<T, U>) {
  const { field } = useController({ control, name });
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value: string) => {
      field.onChange(value);
      onChosen?.();
    },
    onBlur: field.onBlur,
  };
}

/** A form's day field (`YYYY-MM-DD` in the form's values), in the app's language. */
export function FormDateField<T extends FieldValues, U = T>({
  control,
  name,
  onChosen,
  ...props
}: Controlled<T, U> & Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  return <DateField {...props} {...useTextController({ control, name, onChosen })} />;
}

/** A form's time field (`HH:mm` in the form's values), on the app's 24-hour clock. */
export function FormTimeField<T extends FieldValues, U = T>({
  control,
  name,
  onChosen,
  ...props
}: Controlled<T, U> & Omit<TimeFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  return <TimeField {...props} {...useTextController({ control, name, onChosen })} />;
}
