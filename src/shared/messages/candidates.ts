/** The candidate's profile: edit-profile, manage-cv and what a complete profile needs. */
export const candidatesMessages = {
  candidates: {
    /**
     * What a profile still needs before its owner may apply, as the apply dialog lists it
     * (the brief names the dialog, not its items: these follow its save rules).
     */
    missing: {
      avatar: 'A profile photo',
      bio: 'Your profile bio',
      resume: 'A CV',
      experience: 'At least 1 experience',
      jobTypes: 'A job type consideration',
      workingHours: 'A working hour consideration',
      industries: 'At least 1 category experience',
      skills: 'At least 3 skills',
      softwareSkills: 'Software skills',
      qualifications: 'Qualifications',
    },
  },
} as const;
