/** The employer's company profile: profile and edit-profile. */
export const companyProfileMessages = {
  companyProfile: {
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    companyInformation: 'Company Information',
    bioRequired: 'Add bio',
    descriptionRequired: 'Add description',
    whatSetsApartRequired: 'This field is required',
    whatSetsApartMax: 'What sets you apart must be less than 1000 characters',
    employerNameRequired: 'Please enter employer name',
    address1Required: 'Please enter an address',
    cityRequired: 'Please enter city',
    stateRequired: 'Please enter county',
    countryRequired: 'Please select a country',
    zipRequired: 'Please enter postcode / zip code',
    avatarRequired: 'You must upload a company logo',
    emailExists: 'Email already exists!',
    saved: 'Your profile has been updated!',
    vetted: 'Vetted',
  },
} as const;
