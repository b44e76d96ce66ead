/** Who applied to a post (`view-applicants/{id}`): the list, its states and its downloads. */
export const applicantsMessages = {
  applicants: {
    title: 'Applicants',
    /** What the post is, under its title. */
    job: 'Job Opportunity',
    project: 'Agency Project',
    empty: 'No applicants yet.',
    /** Before the date they applied, DD/MM/YYYY. */
    applied: 'Applied',
    noMessage: 'No message.',
    /** The tag before an agency applicant's agency. */
    agency: 'Agency',
    downloadCv: 'Download CV',
    downloadDocument: 'Download Document',
    /** Finishes a download button's name for screen readers: whose file ('Download CV of …'). */
    ofApplicant: (name: string) => ` of ${name}`,
    /** A download that did not arrive (not in the brief). */
    downloadFailed: 'Could not download the file. Please try again.',
    /** A user who is not of the posting team asking who applied (not in the brief). */
    notYours: 'Only the team that posted this opportunity sees who applied.',
  },
} as const;
