import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Messages the server gave for fields of a form, by field name. */
export type FieldMessages = Record<string, string>;

/**
 * Wraps a page's submit so that the field messages it resolves to (from the server's
 * validation) land on the form's fields, as the schema's own would.
 */
export function withServerFieldErrors<T extends FieldValues>(
  onSubmit: (values: T) => Promise<FieldMessages | null>,
  setError: UseFormSetError<T>,
): (values: T) => Promise<void> {
  return async (values: T) => {
    const refused = await onSubmit(values);
    for (const [name, message] of Object.entries(refused ?? {})) {
      if (name in values) setError(name as FieldPath<T>, { type: 'server', message });
    }
  };
}
