/**
 * The agency's own profile and account pages: profile, edit-profile, account-information,
 * edit-account-information and personal-information. Rules shared with complete-profile,
 * registration and the candidate's personal information use those messages (the logo, the
 * 1000-character bio, locations, phones, the address, 'Email already exists!'), and the
 * sign-in email field is the employer's edit-profile's; only these pages' own texts are here.
 */
export const agencyProfileMessages = {
  agencyProfile: {
    // The brief's account submenu and its edit-profile messages.
    accountInformation: 'Account Information',
    editAccountInformation: 'Edit Account Information',
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    personalInformation: 'Personal Information',
    editPersonalInformation: 'Edit Personal Information',
    nameRequired: 'Add agency Name',
    bioRequired: 'Add bio',
    servicesRequired: 'Please select services',
    categoriesRequired: 'Please select category experience',
    // The pages' own texts (the brief names the fields, not the headings).
    profileIntro: 'Employers see this on your applications and in the agency marketplace.',
    accountIntro: "Your agency's logo, bio and address, and the email you sign in with.",
    personalIntro: 'Your own details as the owner of the agency account.',
    sections: {
      agency: 'Your Agency',
      contact: 'Locations and Phone Numbers',
      expertise: 'Services and Category Experience',
      address: 'Address',
      signIn: 'Sign-in Email',
      links: 'Billing',
    },
    agencyName: 'Agency Name',
    logo: 'Profile Image',
    bio: 'Bio',
    website: 'Website',
    websitePlaceholder: 'www.example.com',
    /** The brief's contact_email: where employers write to the agency (not its sign-in). */
    contactEmail: 'Contact Email',
    contactEmailHint: 'Shown to employers on your profile. Your sign-in email stays private.',
    /** The brief's budget_currency, budget_min and budget_max: the projects the agency takes. */
    budget: 'Typical Project Budget',
    budgetHint:
      'The range of project budgets you usually take on; leave both empty to say nothing.',
    budgetMin: 'Minimum',
    budgetMax: 'Maximum',
    budgetCurrency: 'Budget Currency',
    phones: 'Phone Numbers',
    email: 'Email',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    profileSaved: 'Your profile has been updated!',
    accountSaved: 'Your account information has been updated!',
    personalSaved: 'Your personal information has been updated!',
    loadFailed: 'Could not load the agency profile.',
    personalLoadFailed: 'Could not load your personal information.',
    /** The API's refusal (FORBIDDEN) of an edit by anyone but the agency's owner. */
    ownerOnly: "Only the agency account's owner can change it.",
    /** The API's refusal (FORBIDDEN) of the own-profile query outside an agency team. */
    agencyOnly: 'Only the members of an agency team have an agency profile.',
  },
} as const;
