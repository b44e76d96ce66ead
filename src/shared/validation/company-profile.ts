/**
 * The employer's edit-profile form (the brief's "Employer edit profile"), shared by the form
 * and the server's `updateCompanyProfile`. Rules that read as registration's and onboarding's
 * are theirs (employer name, the address, the logo's message, the 1000-character limits); the
 * server also checks that a new logo is the caller's upload and that a changed email is free.
 */
import { boolean, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { linkHref, normaliseRichText, richTextFieldValue, richTextFromPlain } from '../rich-text';
import { BIO_MAX_LENGTH, richTextRule } from './onboarding';

export { richTextRule };
import { emailRule } from './passwords';
import { addressFields, optionalText, requiredText } from './registration';

/** 'What sets you apart': 250 in onboarding, 1000 in the employer edit form (brief). */
export const WHAT_SETS_APART_EDIT_MAX_LENGTH = 1000;
/** The longest logo reference (an upload's id or the served path of the logo kept). */
const LOGO_MAX_LENGTH = 2048;
const WEBSITE_MAX_LENGTH = 2048;

/**
 * An optional web address (the brief's URL rule, 'Url is not valid'): one typed without a
 * scheme gets https:// (`linkHref`, as the rich-text editor's links); only http(s) is a website.
 */
export function websiteRule() {
  return optionalText(WEBSITE_MAX_LENGTH)
    .transform((value: unknown) =>
      typeof value === 'string' && value !== '' ? (linkHref(value) ?? value) : value,
    )
    .test(
      'url',
      messages.opportunities.invalidUrl,
      (value) => !value || (/^https?:\/\//i.test(value) && linkHref(value) === value),
    );
}

export const companyProfileSchema = object({
  company: requiredText(messages.companyProfile.employerNameRequired),
  /** A new upload's id, or the served path of the logo the profile shows now (kept). */
  logo: string()
    .trim()
    .required(messages.onboarding.companyLogoRequired)
    .max(LOGO_MAX_LENGTH, messages.onboarding.imageNotFound),
  bio: richTextRule(
    messages.companyProfile.bioRequired,
    messages.onboarding.bioAndDescriptionMax,
    BIO_MAX_LENGTH,
  ),
  description: richTextRule(
    messages.companyProfile.descriptionRequired,
    messages.onboarding.bioAndDescriptionMax,
    BIO_MAX_LENGTH,
  ),
  what_sets_apart: string()
    .trim()
    .required(messages.common.fieldRequired)
    .max(
      WHAT_SETS_APART_EDIT_MAX_LENGTH,
      messages.onboarding.whatSetsApartMax(WHAT_SETS_APART_EDIT_MAX_LENGTH),
    ),
  /** Consent to show the logo in marketing: optional here (onboarding asked it). */
  can_use_logo: boolean().nullable().optional(),
  website: websiteRule(),
  ...addressFields(messages.registration.address1Required),
  /** The signed-in admin's sign-in email. */
  email: emailRule(),
});
export type CompanyProfileValues = InferType<typeof companyProfileSchema>;

/**
 * A stored bio or description as the editor takes it: rich text saved here stays as it is;
 * plain text (what onboarding and older data hold) becomes paragraphs.
 */
export function editableRichText(stored: string | null | undefined): string {
  if (!stored) return '';
  if (normaliseRichText(stored)) return richTextFieldValue(stored);
  return richTextFieldValue(richTextFromPlain(stored));
}
