/** How an employer sees a candidate (`candidate-profile/{id}`) or an agency (`agency-profile/{id}`). */
export const profilesMessages = {
  profiles: {
    candidateTitle: 'Candidate Profile',
    agencyTitle: 'Agency Profile',
    vetted: 'Vetted',
    about: 'About',
    location: 'Location',
    categoryExperience: 'Category Experience',
    positionsSought: 'Positions Sought',
    services: 'Services',
    website: 'Website',
    /** The candidate's applications to the viewer's posts. */
    appliedTo: 'Applied To',
    viewApplicants: 'View Applicants',
    notAdded: 'Not added yet.',
    /** Not in the brief: a profile the caller may not see, or one that does not exist. */
    candidateNotFound:
      'This candidate profile is not available: you see the profiles of candidates who applied to your posts.',
    agencyNotFound: 'This agency profile is not available.',
    couldNotGetProfile: 'Could not load this profile.',
  },
} as const;
