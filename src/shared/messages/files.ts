/** Uploading files and images. */
export const filesMessages = {
  /** Uploaded files (POST /api/uploads): the brief's image rules. */
  uploads: {
    imageType: 'We only support JPEGs and PNGs for image upload',
    /** A logo: the brief's images end in .jpg, .jpeg, .png or .gif. */
    imageInvalid: 'Please select a valid image file.',
    /** A logo chosen as a file that is no image at all. */
    imageFileNeeded: 'Please select an image file.',
    imageTooLarge: (megabytes: number) =>
      `Your image's file size is too large (max ${megabytes} MB)`,
    /** The brief's resume rule (.doc, .docx or .pdf), also for supporting documents. */
    documentType: 'Please select a valid document file.',
    /** A CV or document over its limit (not in the brief, which gives only the sizes). */
    fileTooLarge: (limit: string) => `Your file is too large (max ${limit})`,
    /** A private file's link that is missing, altered or past its few minutes (not in the brief). */
    linkExpired: 'This download link has expired. Please go back and try again.',
    unknownKind: 'Please choose what the file is for.',
    fileMissing: 'Please choose a file to upload.',
    /** Past the account's daily upload quota (not in the brief). */
    dailyQuota: "You have reached today's upload limit. Please try again tomorrow.",
  },
  /** The image field of the onboarding forms (photo and logo uploads). */
  imageUpload: {
    uploadPhoto: 'Upload Photo',
    uploadLogo: 'Upload Logo',
    change: 'Change',
    uploading: 'Uploading...',
    hint: 'JPEG or PNG, up to 8 MB.',
    logoHint: 'JPEG, PNG or GIF, up to 8 MB.',
    preview: 'Preview of the chosen image',
  },
} as const;
