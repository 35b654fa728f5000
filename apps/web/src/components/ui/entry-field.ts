/**
 * What a field typed as text in the app's own format takes (a date, a time): its value,
 * and a form's wiring. Each field says what its value and its `onChange` carry.
 */
export interface EntryFieldProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: boolean | undefined;
}
