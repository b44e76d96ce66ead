import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '../../shared/messages';

export interface SaveFailure {
  /** What the page shows above the form. */
  message: string;
  /** The server's messages for the form's fields (`input.avatar` → `avatar`). */
  fields: Record<string, string>;
}

/**
 * Why saving a profile failed, as the page shows it: the server's message on each field
 * it names (a photo that is not the caller's upload: 'Please upload the image again.'),
 * the server's own sentence for a refusal (FORBIDDEN), else 'Something went wrong!'.
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    return { message: messages.common.somethingWentWrong, fields: {} };
  }
  const fields: Record<string, string> = {};
  let forbidden: string | null = null;
  for (const graphQLError of error.errors) {
    if (graphQLError.extensions?.['code'] === 'FORBIDDEN') forbidden ??= graphQLError.message;
    const validation = graphQLError.extensions?.['validation'];
    if (typeof validation !== 'object' || validation === null) continue;
    for (const [path, value] of Object.entries(validation)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (!path.startsWith('input.') || typeof first !== 'string' || first === '') continue;
      // `input.positions[2]` is about the positions field.
      const field = path.slice('input.'.length).replace(/[[.].*$/, '');
      fields[field] ??= first;
    }
  }
  return { message: forbidden ?? messages.common.somethingWentWrong, fields };
}
