/**
 * Validation of the sign-in forms, shared by the renderer's forms (react-hook-form +
 * @hookform/resolvers/yup) and the server's resolvers, so both give the same messages.
 */
import { object, string, type InferType } from 'yup';
import { messages } from '../messages';

/** The brief's login form: a valid email and any non-empty password. */
export const loginSchema = object({
  email: string().trim().required(messages.auth.emailRequired).email(messages.auth.emailInvalid),
  password: string().required(messages.auth.passwordRequired),
});

export type LoginValues = InferType<typeof loginSchema>;
