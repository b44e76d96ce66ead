/**
 * For the validation tests: the messages a schema gives for a value, per field path, in
 * the order a form shows them (the first one is what react-hook-form displays).
 */
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

export async function errorsOf(
  schema: ObjectSchema<AnyObject>,
  value: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string[]> = {};
    for (const failure of error.inner) (result[failure.path ?? ''] ??= []).push(...failure.errors);
    return result;
  }
}
