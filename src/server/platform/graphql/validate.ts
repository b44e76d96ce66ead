import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { badUserInput, type ValidationMessages } from '../domain-error';

/**
 * Validates a resolver argument with the same yup schema the form uses and returns the
 * cast value (trimmed, defaults applied). Failures become BAD_USER_INPUT whose
 * `validation` map is keyed by the argument path, e.g. `input.email`, the shape the
 * brief's UI reads ("the validation entry names input.email").
 */
export async function validateInput<S extends ObjectSchema<AnyObject>>(
  schema: S,
  value: unknown,
  argumentName: string,
): Promise<InferType<S>> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw badUserInput(toValidationMessages(error, argumentName));
  }
}

function toValidationMessages(error: ValidationError, argumentName: string): ValidationMessages {
  const result: ValidationMessages = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const key =
      failure.path && argumentName
        ? `${argumentName}.${failure.path}`
        : failure.path || argumentName;
    (result[key] ??= []).push(...failure.errors);
  }
  return result;
}

/**
 * As validateInput, for a field's own arguments rather than one input object: failures are
 * keyed by the argument's name (`qty`).
 */
export function validateArguments<S extends ObjectSchema<AnyObject>>(
  schema: S,
  args: unknown,
): Promise<InferType<S>> {
  return validateInput(schema, args, '');
}
