/**
 * Applying to a post (the brief's "create applicant"): the apply dialog's form and the
 * server's `createApplication`. The message is optional and at most 400 characters
 * (brief: "message max 400 characters with a counter"); the CV and the additional document
 * are optional and chosen among the candidate's own (the server checks they are).
 */
import { object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { idRule } from './registration';

export const APPLICATION_MESSAGE_MAX_LENGTH = 400;

const m = messages.candidateOpportunities;

const optionalId = () =>
  idRule(messages.common.invalidSelection)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional()
    .nullable();

export const applicationSchema = object({
  opportunity_id: idRule(messages.common.invalidSelection),
  reason: string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(APPLICATION_MESSAGE_MAX_LENGTH, m.messageTooLong),
  /** One of the candidate's CVs (resumes), or none. */
  resume_id: optionalId(),
  /** One of the candidate's supporting documents, or none. */
  document_id: optionalId(),
});
export type ApplicationValues = InferType<typeof applicationSchema>;
