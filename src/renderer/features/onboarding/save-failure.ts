import { apiFailure, firstFieldMessages } from '../../apollo/api-failure';

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
  const { message, fields } = apiFailure(error);
  return { message, fields: firstFieldMessages(fields) };
}
