/** Agencies' case studies: the list, the form and the page. */
export const caseStudiesMessages = {
  caseStudies: {
    // Navigation and titles.
    caseStudies: 'Case Studies',
    addCaseStudy: 'Add Case Study',
    editCaseStudy: 'Edit Case Study',
    listIntro: 'Show clients what your agency has done.',
    // The brief's form messages.
    titleRequired: 'Project title is required',
    descriptionRequired: 'Please add a description',
    descriptionMax: 'Description must be less than 1000 characters',
    mediaMax: 'You can only select a maximum of 3 files',
    /** A video medium left without its address (not in the brief). */
    videoUrlRequired: 'Please enter the video URL',
    /** A medium's image that is not the caller's upload (not in the brief). */
    imageMissing: 'Please upload the image again.',
    // The form.
    title: 'Project title',
    description: 'Description',
    thumbnail: 'Thumbnail',
    uploadThumbnail: 'Upload Thumbnail',
    thumbnailHint: 'JPEG or PNG, up to 5 MB.',
    media: 'Media',
    mediaHint: 'Up to 3 images (JPEG or PNG, up to 5 MB each) or video links.',
    addImages: 'Add Images',
    addVideo: 'Add Video URL',
    videoUrlOf: (position: number) => `Video URL (media ${position})`,
    imageOf: (position: number) => `Image (media ${position})`,
    removeMedium: 'Remove',
    externalUrl: 'External URL',
    externalUrlPlaceholder: 'www.example.com',
    videoUrl: 'Video URL',
    videoUrlPlaceholder: 'www.youtube.com/watch?v=…',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Case study saved',
    // The list.
    empty: 'No case studies yet',
    emptyHint: 'Add your first case study to show clients your work.',
    loadFailed: "We couldn't load the case studies. Please try again.",
    // The page.
    by: (agency: string) => `by ${agency}`,
    visitProject: 'Visit Project',
    watchVideo: 'Watch Video',
    gallery: 'Media',
    imageAlt: (title: string, position: number) => `${title}: image ${position}`,
    thumbnailAlt: (title: string) => `${title}: thumbnail`,
    videoLink: (position: number) => `Video ${position}`,
    notFound: 'This case study could not be found.',
    delete: 'Delete',
    deleteTitle: 'Delete this case study?',
    deleteBody: 'It will be removed from your agency profile. This cannot be undone.',
    deleteConfirm: 'Delete',
    deleted: 'Case study deleted',
    // The API's refusals.
    agencyOnly: 'Only agency users can see case studies.',
    ownerOnly: 'Only the agency owner can add, edit or delete case studies.',
  },
} as const;
