/** Opportunities as candidates find them, and applying. */
export const candidateOpportunitiesMessages = {
  candidateOpportunities: {
    /** The opportunity page's side panels (the user, articles and deals), as a landmark. */
    sidePanels: 'More for you',
    // ---- the lists ----
    latestTitle: 'Latest Job Opportunities',
    forYouTitle: 'Opportunities For You',
    appliedTitle: 'Applied Opportunities',
    seeAll: 'See all',
    searchLabel: 'Search opportunities',
    searchPlaceholder: 'Search by title, company or description',
    filters: 'Filters',
    /** The count of filters in use, beside the Filters toggle. */
    filtersUsed: (count: number) => (count === 1 ? '1 filter used' : `${count} filters used`),
    clearAll: 'Clear All',
    filterDiscipline: 'Professional Discipline',
    filterCategoryExperience: 'Category Experience',
    filterJobType: 'Job Type',
    filterExperienceLevel: 'Experience Level',
    filterWorkMode: 'Work Mode',
    filterLocation: 'Location',
    filterCompensationUnit: 'Salary or Day Rate',
    filterCompensationRange: 'Salary or Day Rate Range',
    filterCompensationMin: 'Minimum',
    filterCompensationMax: 'Maximum',
    /** How many posts the list found. */
    found: (total: number) =>
      total === 1 ? '1 opportunity found' : `${total} opportunities found`,
    empty: 'No opportunities match your search.',
    emptyLatest: 'There are no open job opportunities right now.',
    emptyForYou:
      'No opportunities match your profile yet. Add job types, category experience or role levels to your profile, or browse the latest opportunities.',
    emptyApplied: 'You have not applied to any opportunities yet.',
    loadFailed: 'Could not get opportunities',
    viewOpportunity: 'View Opportunity',
    company: 'Company',
    datePosted: 'Date Posted',
    dateApplied: 'Date Applied',
    status: 'Status',
    open: 'Open',
    closed: 'Closed',
    applied: 'Applied',
    /** An agency project: its type of role in lists and on its page. */
    project: 'Agency Project',

    // ---- the agency's project lists (brief: agency dashboard and routes) ----
    navOpportunities: 'Opportunities',
    allProjectsTitle: 'All Project Opportunities',
    projectsForYouTitle: 'Project Opportunities For You',
    latestProjectsTitle: 'Latest Project Opportunities',
    appliedProjectsTitle: "Project Opportunities You've Applied For",
    projectColumn: 'Project',
    emptyProjects: 'There are no open project opportunities right now.',
    emptyProjectsForYou:
      'No project opportunities match your agency’s services and category experience yet. Add them to your profile, or browse all project opportunities.',
    emptyAppliedProjects: 'Your agency has not applied to any project opportunities yet.',
    filterSkills: 'Skills',
    filterSoftwareSkills: 'Software Skills',
    filterBudget: 'Budget',
    noCap: 'No Cap',
    /** The budget slider's value, as its handles read it. */
    budgetAmount: (amount: number) => `£${amount.toLocaleString('en-GB')}`,
    projectDuration: 'Project Duration',
    openProjects: 'Open Project Opportunities',
    noOpenProjects: 'This company has no open project opportunities right now.',

    // ---- the detail page ----
    employer: 'Employer',
    categoryExperience: 'Category Experience',
    location: 'Location',
    jobType: 'Job Type',
    workingHours: 'Working Hours',
    experienceLevel: 'Experience Level',
    servicesOrSkills: 'Services or Skills',
    softwareSkills: 'Software Skills',
    qualifications: 'Qualifications',
    datePublished: 'Date Published',
    aboutTheRole: 'About the role',
    compensation: 'Compensation',
    mustHave: 'must have',
    notFound: 'No opportunity data available!',
    noLongerOpen: 'This opportunity is closed.',

    // ---- applying ----
    apply: 'Apply',
    alreadyApplied: 'Already Applied',
    applyTitle: (title: string) => `Apply to ${title}`,
    message: 'Message',
    messageHelp: 'Tell the employer why you are a good fit (up to 400 characters).',
    agencyMessageHelp:
      'Tell the employer why your agency is a good fit for the project (up to 400 characters).',
    messageTooLong: 'The message may be at most 400 characters.',
    resume: 'CV',
    noResume: 'No CV',
    activeResume: 'active',
    document: 'Additional Document',
    noDocument: 'No document',
    send: 'Send Application',
    cancel: 'Cancel',
    sent: 'Application sent successfully!',
    sendFailed: 'Could not send application',
    incompleteTitle: 'Please complete your profile to apply to this job.',
    incompleteIntro: 'Your profile still needs:',
    editProfile: 'Edit Profile',
    manageCv: 'Manage CV',
    inactiveTitle: 'Action Not Permitted - Your Profile Is Inactive',
    inactiveText:
      'Your account is awaiting approval. You can apply once it is approved; until then, keep your profile up to date.',
    close: 'Close',
    /** The server's answers. */
    onlyCandidates: 'Only candidates and agencies can apply to opportunities.',
    agencyNoFiles: 'Agencies apply with a message only.',
    notOpen: 'This opportunity is no longer open for applications.',

    // ---- company profile ----
    companyNotFound: 'No company data available!',
    about: 'About',
    description: 'Description',
    whatSetsApart: 'What sets us apart',
    website: 'Website',
    openJobs: 'Open Job Opportunities',
    noOpenJobs: 'This company has no open job opportunities right now.',

    // ---- emails ----
    teamMailSubject: (title: string) => `New application: ${title}`,
    applicantMailSubject: (title: string) => `Your application for ${title}`,
  },
} as const;
