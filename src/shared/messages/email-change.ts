/**
 * A sign-in email change confirmed by the new address (docs/security.md G12): the employer's
 * edit-profile and the agency's edit-account-information ask for it, the mailed link's page
 * confirms it. The brief gives no wording for these.
 */
export const emailChangeMessages = {
  emailChange: {
    /** After a save that asked for a change. */
    linkSent: (email: string) =>
      `We have sent a confirmation link to ${email}. Your sign-in email changes once you open it.`,
    /** On the form and the profile while a change waits for its confirmation. */
    pending: (email: string) =>
      `Waiting for confirmation: ${email}. Your sign-in email changes once the link we mailed there is opened.`,
    resend: 'Send the link again',
    resent: (email: string) => `We have sent a new confirmation link to ${email}.`,
    cancel: 'Cancel the change',
    cancelled: 'The email change has been cancelled.',
    /** Past EMAIL_CHANGES_PER_DAY requests (each mails two addresses) in a day. */
    tooMany: 'You have asked to change your email too many times today. Please try again tomorrow.',
    // The confirmation page, `/{group}/confirm-email?token=…`.
    pageTitle: 'Confirm Your Email',
    confirming: 'Confirming your new email…',
    confirmed: (email: string) => `Your sign-in email is now ${email}.`,
    /** The API's refusal of an unknown, expired or used link. */
    linkExpired:
      'This confirmation link has expired or has already been used. Save your new email again to get a new link.',
    failed: 'Could not confirm the email. Please try again.',
    continue: 'Continue',
    // The mails.
    confirmSubject: 'Confirm your new Shortlist sign-in email',
    requestedSubject: 'A change of your Shortlist sign-in email was requested',
    changedSubject: 'Your Shortlist sign-in email was changed',
  },
} as const;
