/**
 * A candidate's profile as an employer sees it (`candidate-profile/{id}`,
 * `freelancer-profile/{userId}-{applicationId}`, and the candidate's own `profile` page) and
 * an agency's (`agency-profile/{id}`).
 */
export const profilesMessages = {
  profiles: {
    candidateTitle: 'Candidate Profile',
    agencyTitle: 'Agency Profile',
    /** The candidate's own page, and its account-menu entry. */
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    /** Over the candidate's own page: what it is. */
    ownProfileIntro: 'This is your profile as employers see it.',
    vetted: 'Vetted',
    about: 'About',
    location: 'Location',
    categoryExperience: 'Category Experience',
    positionsSought: 'Positions Sought',
    roleLevels: 'Role Levels',
    services: 'Services',
    genres: 'Genres',
    website: 'Website',
    topSkills: 'Top Skills',
    skills: 'Skills',
    softwareSkills: 'Software Skills',
    qualifications: 'Qualifications',
    otherQualifications: 'Other Qualifications',
    experience: 'Experience',
    education: 'Education',
    present: 'Present',
    years: (years: number) => (years === 1 ? '1 year' : `${years} years`),
    lessThanAYear: 'Less than a year',
    preferences: 'Work Preferences',
    jobTypes: 'Job Types',
    workingHours: 'Working Hours',
    workLocation: 'Work Location',
    languages: 'Languages',
    expectations: 'Expectations',
    perYear: 'per year',
    perDay: 'per day',
    payrollStatus: 'Payroll Status',
    rightToWork: 'Right to Work',
    availability: 'Availability',
    noticePeriod: 'Notice Period',
    documents: 'CV & Documents',
    cv: 'CV',
    downloadCv: 'Download CV',
    supportingDocuments: 'Supporting Documents',
    download: 'Download',
    downloadFailed: 'Could not download the file. Please try again.',
    /** The candidate's applications to the viewer's posts. */
    appliedTo: 'Applied To',
    viewApplicants: 'View Applicants',
    /** `freelancer-profile`: the one application shown above the profile. */
    application: 'Application',
    appliedFor: 'Applied for',
    message: 'Message',
    noMessage: 'No message.',
    downloadDocument: 'Download Document',
    notAdded: 'Not added yet.',
    /** Not in the brief: a profile the caller may not see, or one that does not exist. */
    candidateNotFound:
      'This candidate profile is not available: you see the profiles of candidates who applied to your posts, and of those who keep their profile visible.',
    agencyNotFound: 'This agency profile is not available.',
    couldNotGetProfile: 'Could not load this profile.',
  },
} as const;
