/** Invitations (admins invite by name and email) and the invited member's team registration. */
export const invitationsMessages = {
  invitations: {
    title: 'Invitations',
    inviteTitle: 'Invite a team member',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    invite: 'Send Invite',
    pending: 'Pending invitations',
    noInvitations: 'No pending invitations.',
    resend: 'Resend',
    cancel: 'Cancel invite',
    cancelConfirm: 'Cancel this invitation? Its link will stop working.',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    /** The employer side's wording of the same rule. */
    employerEmailInvalid: 'Please add a valid email address',
    /** The employer side's words for an empty email. */
    employerEmailRequired: 'Please add email address',
    sent: 'Invite sent successfully!',
    resent: 'Invite resent successfully!',
    deleted: 'Invite deleted successfully!',
    resendFailed: 'Could not resend invite',
    deleteFailed: 'Could not delete invite',
    alreadyInvited: 'This person already has a pending invitation to the team.',
    alreadyMember: 'This person is already a member of the team.',
    notGuestable: 'This email belongs to a candidate account, which cannot join a team.',
    /** An employer invited to an agency's team, or an agency to an employer's. */
    otherOrganisation:
      'This email belongs to an account of another kind of organisation, which cannot join this team.',
    /** An admin whose own account still awaits approval (new accounts are INACTIVE until approved). */
    inviterInactive: 'Your account must be approved before you can invite team members.',
    /** Resend or cancel of an invitation that is not one of the caller's teams'. */
    invitationNotFound: 'Could not find the invitation.',
    // Following the link.
    expired: 'This invitation has expired. Ask the team admin to resend it.',
    cancelled: 'This invitation has been cancelled.',
    used: 'This invitation has already been accepted.',
    notFound: 'This invitation link is not valid.',
    wrongAccount: 'This invitation was sent to another email address.',
    acceptFailed: 'Could not accept invite',
    createAccountFailed: 'Could not create team account',
    accepted: 'Invitation accepted successfully',
    acceptTitle: 'Join the team',
    acceptInto: (company: string) => `You have been invited to join ${company} on Shortlist.`,
    acceptButton: 'Accept invitation',
    signInToAccept: 'You already have an account: log in to accept the invitation.',
    welcome: "You've successfully accepted your team invitation.",
    login: 'LOGIN',
    // The mail.
    mailSubject: (company: string) => `You have been invited to join ${company} on Shortlist`,
    mailInvited: (inviter: string, company: string) =>
      `${inviter} has invited you to join ${company} on Shortlist.`,
    mailAccept: 'Accept the invitation',
    mailOpenInApp: 'Open in the Shortlist app',
    mailExpires: (date: string) => `This invitation expires on ${date}.`,
    mailIgnore: 'If you were not expecting this invitation, you can ignore this email.',
    // The invitations page (renderer).
    intro: 'Invite people to your team. They join as members and an admin can change their role.',
    columns: {
      name: 'Name',
      email: 'Email',
      status: 'Status',
      expires: 'Expires',
      actions: 'Actions',
    },
    loadFailed: 'Could not load the invitations.',
    cancelYes: 'Yes, cancel it',
    cancelNo: 'Keep it',
    invalidTitle: 'This invitation cannot be used',
    checking: 'Checking your invitation...',
    loginToAccept: 'Log in to accept',
    signedInAs: (email: string) => `You are signed in as ${email}.`,
  },
  /** The invited member's registration: login information, personal information, profile. */
  teamRegistration: {
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your lastname',
    positionRequired: 'Please enter a position',
    termsRequired: 'You must accept the terms & conditions',
    aboutYourself: 'About yourself',
    imageRequired: 'Please add your photo',
    /** completeTeamMemberProfile by anyone but an invited member (GUEST). */
    guestOnly: 'Only an invited team member can complete this profile.',
    passwordMin: 'Password must be at least 8 characters',
    // The pages (renderer).
    title: 'Join Your Team',
    intro: (team: string) => `Create your account to join ${team} on Shortlist.`,
    profileTitle: 'Complete Your Profile',
    profileIntro: 'Your team sees your photo and a few words about you.',
    photo: 'Profile Photo',
    finish: 'Finish',
    welcomeTitle: 'Welcome to the team',
  },
} as const;
