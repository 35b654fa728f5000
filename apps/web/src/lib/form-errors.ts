import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorMessage, isApiError } from './api-error';

/** `body.email`, `/email` or `email` all name the form field `email`. */
function fieldName(path: string): string {
  const parts = path.split(/[./]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

/**
 * Puts a 422's per-field `errors` under the matching inputs (messages stay keys or server
 * text; the field translates them). Returns true when at least one error found its field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  let applied = false;
  let focused = false;
  for (const item of error.errors) {
    const name = fieldName(item.field) as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message: fieldErrorMessage(item) }, { shouldFocus: !focused });
    focused = true;
    applied = true;
  }
  return applied;
}
