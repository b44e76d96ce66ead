/** Signing in and out, passwords, impersonation and social sign-in. */
export const identityMessages = {
  auth: {
    wrongCombination: 'Wrong email / password combination!',
    loggedOut: 'You have been logged out. Please click here to log in again.',
    unauthenticated: 'Unauthenticated.',
    emailRequired: 'Please enter an email',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Please enter a password',
    passwordSpecialCharacter: 'Password must contain 1 special character',
    passwordMinLength: 'Password must be at least 8 characters',
    needAnAccount: 'Need an account?',
    forgotPassword: 'Forgot your password?',
    passwordHasBeenReset: 'Your password has been reset. Please log in.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    /** An access token asked to mint another: only the session it came from may. */
    sessionRequired: 'Only a session can issue access tokens.',
  },
  /** Change password and the reset-password form. */
  passwords: {
    changeMismatch: 'Passwords do not match',
    resetConfirmationMismatch: 'Password confirmation does not match',
    currentPasswordWrong: 'Your current password is incorrect',
  },
  /** Forgotten and reset password (POST /api/forgot-password, /api/reset-password). */
  passwordReset: {
    linkSent: 'We have emailed your password reset link.',
    passwordReset: 'Your password has been reset.',
    tokenExpired:
      'Your password reset token has expired. Please trigger another request to get a new link.',
  },
  /** The forgot, reset and change password pages' own texts (their rules' messages are above). */
  passwordPages: {
    forgotTitle: 'Forgot your password?',
    forgotIntro:
      "Enter the email address of your account and we'll email you a link to reset your password.",
    sendLink: 'Send Password Reset Link',
    checkInbox:
      'The link works once, for 60 minutes. Check your spam folder if it has not arrived.',
    backToLogin: 'Back to Login',
    resetTitle: 'Reset Password',
    resetIntro: (email: string) => `Choose a new password for ${email}.`,
    resetSubmit: 'Reset Password',
    requestNewLink: 'Request a new link',
    changeTitle: 'Change Password',
    changeIntro: 'Changing your password signs you out on your other devices.',
    changeSubmit: 'Update Password',
    changed: 'Your password has been changed.',
    currentPasswordLabel: 'Current Password',
    newPasswordLabel: 'New Password',
    confirmPasswordLabel: 'Confirm New Password',
    passwordHint: 'At least 8 characters, including 1 special character, and no spaces.',
  },
  /** Admin impersonation: the link's page and the bar shown while it lasts. */
  impersonation: {
    done: 'Done',
    /** The brief's 'error...', for every link that cannot be used (one answer, docs/security.md D6). */
    linkFailed: 'This impersonation link is invalid, has expired or has already been used.',
    linkFailedHint: 'Ask for a new link. Your session has not changed.',
    sessionUnchanged: 'Your session has not changed.',
    bar: (name: string) => `Impersonating ${name}`,
    stop: 'Stop impersonating',
    stopFailed: 'We could not end the impersonation. Please try again.',
  },
  /** Social sign-in (OpenID Connect): the login pages' button, the landing page, the outcomes. */
  socialLogin: {
    signInWithGoogle: 'Sign in with Google',
    or: 'or',
    /** The brief's social-login landing page. */
    loading: 'Loading...',
    failed: 'This sign-in has expired or could not be completed. Please try again.',
    unverifiedEmail:
      'Your Google account has no verified email address, so it cannot be used to sign in here.',
    providerError: 'Google sign-in could not be completed. Please try again.',
    couldNotStart: 'We could not start the sign-in. Please try again.',
    continueInBrowser: 'Continue in your browser to sign in.',
    backToLogin: 'Back to login',
    signingUpWith: (email: string) => `You are signing up with ${email}.`,
    /** The system browser's last page after a desktop sign-in. */
    browserDoneTitle: 'You can close this window',
    browserDone: 'Return to the Shortlist app to continue.',
    browserFailedTitle: 'Sign-in failed',
  },
  login: {
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    passwordLabel: 'Password',
    submit: 'Log In',
    subheading: 'Log in to your Shortlist account.',
  },
} as const;
