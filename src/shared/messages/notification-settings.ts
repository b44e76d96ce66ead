/** Notification settings (email, frequency, SMS) and profile privacy. */
export const notificationSettingsMessages = {
  notificationSettings: {
    title: 'Notification Settings',
    intro: 'Choose how we tell you about new opportunities and replies to your applications.',
    emailHeading: 'Email notifications',
    sendEmailLabel: 'Send me email notifications',
    frequencyLabel: 'How often',
    frequency: { daily: 'Daily', immediately: 'Immediately' },
    frequencyHelp: {
      daily: 'One email a day with everything new.',
      immediately: 'An email as soon as something happens.',
    },
    emailSaved: 'Your email settings have been saved.',
    smsHeading: 'Text notifications',
    sendTextLabel: 'Send me text notifications',
    smsIntro: 'We text a 6-digit code to your mobile to check the number before we use it.',
    phoneLabel: 'Mobile number',
    sendCode: 'Send code',
    codeSent: (phone: string) =>
      `We have sent a 6-digit code to ${phone}. It expires in 10 minutes.`,
    codeLabel: '6-digit code',
    verifyCode: 'Verify',
    otherNumber: 'Use another number',
    keepNumber: 'Keep my current number',
    resendCode: 'Send a new code',
    smsOn: (phone: string) => `Text notifications are on for ${phone}.`,
    smsTurnedOn: 'Text notifications are on.',
    smsTurnedOff: 'Text notifications are off.',
    /** The brief's message for a malformed or wrong code. */
    invalidCode: 'Please enter a valid code',
    smsNotSent: 'We could not send a text to this number. Please check it and try again.',
    /** Past a daily cap on codes (per client address, or in all). */
    dailyCap: 'We cannot send more codes today. Please try again tomorrow.',
    /** The text itself. */
    codeText: (code: string, minutes: number) =>
      `Your Shortlist verification code is ${code}. It expires in ${minutes} minutes.`,
    /** Employers have no notification settings (the brief lists candidates and agencies). */
    notAllowed: 'Notification settings are for candidates and agencies.',
    loadFailed: 'Your notification settings could not be loaded.',
  },
  profilePrivacy: {
    title: 'Profile Privacy',
    intro: 'Decide whether employers can find your profile.',
    switchLabel: 'Profile visible to employers',
    active: 'Active',
    inactive: 'Inactive',
    activeHelp:
      'Your profile is ACTIVE: employers can find it in searches and open it, and you can apply to opportunities.',
    inactiveHelp:
      'Your profile is INACTIVE: it is hidden from employers, except the teams whose opportunities you have already applied to.',
    savedActive: 'Your profile is now active.',
    savedInactive: 'Your profile is now inactive.',
    notAllowed: 'Profile privacy is for candidates and agencies.',
    loadFailed: 'Your profile privacy could not be loaded.',
  },
} as const;
