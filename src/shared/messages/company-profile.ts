/**
 * The employer's company profile: profile and edit-profile. The edit form's rules that read
 * as registration's and onboarding's do use those messages (employer name, the address, the
 * logo, the 1000-character limits, 'Email already exists!'); only the form's own are here.
 */
export const companyProfileMessages = {
  companyProfile: {
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    companyInformation: 'Company Information',
    bioRequired: 'Add bio',
    descriptionRequired: 'Add description',
    employerNameRequired: 'Add Employer Name',
    saved: 'Your profile has been updated!',
    vetted: 'Vetted',
    // The pages' own texts (the brief names the fields, not the headings).
    editIntro:
      'Candidates and agencies see this on your opportunities and your company page. Your email is the one you sign in with.',
    sections: {
      company: 'Your Company',
      address: 'Address',
      signIn: 'Sign-in Email',
    },
    companyLogo: 'Company Logo',
    bio: 'Bio',
    description: 'Description',
    whatSetsApart: 'What Sets You Apart?',
    website: 'Website',
    websitePlaceholder: 'www.example.com',
    email: 'Email',
    emailHint:
      'A change takes effect once you open the link we mail to the new address; we let the old one know.',
    save: 'Save Profile',
    cancel: 'Cancel',
    address: 'Address',
    location: 'Location',
    loadFailed: 'Could not load the company profile.',
    /** The API's refusal (FORBIDDEN) of an edit by anyone but an admin of the company team. */
    adminOnly: "Only an admin of the company's team can edit its profile.",
    /** The API's refusal (FORBIDDEN) of the own-profile query outside a company team. */
    companyOnly: 'Only the members of a company team have a company profile.',
  },
} as const;
