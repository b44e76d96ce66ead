/**
 * Invitations and the invited member's team registration, shared by the renderer's forms
 * and the server (`createInvitation`, `registerTeamMember`, `completeTeamMemberProfile`), so
 * both give the brief's messages. The address, phone, terms and password rules are
 * registration's own (registration.ts, passwords.ts): an invited member's account follows
 * the same rules as everyone's.
 */
import { object, ref, string, type InferType } from 'yup';
import { messages } from '../messages';
import type { TeamType } from '../users';
import { BIO_MAX_LENGTH } from './onboarding';
import { emailRule, newPasswordRule } from './passwords';
import { addressFields, idRule, optionalPhoneRule, requiredText, termsRule } from './registration';

/** RFC 5321's longest address; anything longer is refused before it reaches a mail header. */
export const EMAIL_MAX_LENGTH = 254;

const m = messages.invitations;
const tr = messages.teamRegistration;

/**
 * The invite form: first name, last name, email. The employer side words an invalid email
 * 'Please add a valid email address' ('Please add email address' when empty), the agency side
 * 'Please enter a valid email address' ('Email is required').
 */
function invitationSchemaWith(emailInvalid: string, emailRequired: string) {
  return object({
    first_name: requiredText(m.firstNameRequired),
    last_name: requiredText(m.lastNameRequired),
    email: string()
      .trim()
      .required(emailRequired)
      .email(emailInvalid)
      .max(EMAIL_MAX_LENGTH, emailInvalid),
  });
}

const employerInvitationSchema = invitationSchemaWith(
  m.employerEmailInvalid,
  m.employerEmailRequired,
);
const agencyInvitationSchema = invitationSchemaWith(m.emailInvalid, m.emailRequired);

/** The invite form of a team of this type (its own wording of an invalid email). */
export function invitationSchemaFor(teamType: TeamType) {
  return teamType === 'AGENCY' ? agencyInvitationSchema : employerInvitationSchema;
}
export type InvitationValues = InferType<typeof employerInvitationSchema>;

/**
 * Team registration step 1, login information: the invitation's email (read-only) and a
 * password under the shared rule, typed twice. The API takes the password alone (the email
 * is the invitation's), so the confirmation stays in the form.
 */
export const teamRegistrationLoginSchema = object({
  email: emailRule(),
  password: newPasswordRule(),
  password_confirmation: string()
    .required(messages.registration.passwordsDoNotMatch)
    .oneOf([ref('password')], messages.registration.passwordsDoNotMatch),
});
export type TeamRegistrationLoginValues = InferType<typeof teamRegistrationLoginSchema>;

/**
 * Step 2, personal information: names, position, the address as every registration asks
 * for it, an optional phone under the shared rule (normalised to `+44…`), and the terms.
 */
export const teamRegistrationPersonalSchema = object({
  first_name: requiredText(tr.firstNameRequired),
  last_name: requiredText(tr.lastNameRequired),
  position: requiredText(tr.positionRequired),
  ...addressFields(messages.registration.address1Required),
  phone: optionalPhoneRule(),
  tnc: termsRule(tr.termsRequired),
});
export type TeamRegistrationPersonalValues = InferType<typeof teamRegistrationPersonalSchema>;

/** `registerTeamMember`'s input as the server checks it: the link's token, step 1's password, step 2. */
export const teamMemberRegistrationSchema = object({
  // An unusable token is answered NOT_FOUND by the service; this only stops an empty one.
  token: string().trim().required(m.notFound),
  password: newPasswordRule(),
}).concat(teamRegistrationPersonalSchema);
export type TeamMemberRegistrationValues = InferType<typeof teamMemberRegistrationSchema>;

/** Step 3, profile: the mandatory photo (an uploaded avatar's id) and about yourself. */
export const teamMemberProfileSchema = object({
  avatar: idRule(tr.imageRequired),
  bio: string()
    .trim()
    .required(messages.onboarding.profileBioRequired)
    .max(BIO_MAX_LENGTH, messages.onboarding.bioMax),
});
export type TeamMemberProfileValues = InferType<typeof teamMemberProfileSchema>;
