/** Uploading files and images. */
export const filesMessages = {
  /** Uploaded files (POST /api/uploads): the brief's image rules. */
  uploads: {
    imageType: 'We only support JPEGs and PNGs for image upload',
    imageTooLarge: (megabytes: number) =>
      `Your image's file size is too large (max ${megabytes} MB)`,
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
    preview: 'Preview of the chosen image',
  },
} as const;
