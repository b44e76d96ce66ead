/** Who applied to a post (`view-applicants/{id}`): the list, its states and its downloads. */
export const applicantsMessages = {
  applicants: {
    title: 'Applicants',
    /** The page's heading under the post's title. */
    count: (count: number) => `${count} applicant${count === 1 ? '' : 's'}`,
    empty: 'No applicants yet.',
    name: 'Applicant',
    applied: 'Applied',
    message: 'Message',
    files: 'CV and documents',
    noMessage: 'No message.',
    noFiles: 'None',
    agency: 'Agency',
    /** Before the agency's name, for an agency's applicant. */
    forAgency: (agency: string) => `for ${agency}`,
    downloadCv: 'Download CV',
    downloadDocument: 'Download Document',
    /** The download buttons' accessible names: which applicant's file. */
    downloadCvOf: (name: string) => `Download the CV of ${name}`,
    downloadDocumentOf: (name: string) => `Download the document of ${name}`,
    downloading: 'Downloading...',
    /** A download that did not arrive (not in the brief). */
    downloadFailed: 'Could not download the file. Please try again.',
    /** A user who is not of the posting team asking who applied (not in the brief). */
    notYours: 'Only the team that posted this opportunity sees who applied.',
  },
} as const;
