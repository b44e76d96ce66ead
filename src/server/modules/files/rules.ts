/**
 * What each kind of upload may be: the types (decided from the content, see sniff.ts)
 * and the size limit, with the brief's messages, and whether it is private (served only
 * through a short-lived signed link: file-links.ts). A new kind of file (case-study media,
 * …) is one more row.
 */
import { CASE_STUDY_IMAGE_MAX_BYTES } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';

export interface UploadRule {
  contentTypes: readonly string[];
  maxBytes: number;
  /** Answered (415) when the content is not one of `contentTypes`. */
  typeMessage: string;
  /** Answered (413) when the content is larger than `maxBytes`. */
  sizeMessage: string;
  /**
   * Whether an account awaiting approval may upload it: what it needs to build the profile
   * an admin approves (photo or logo, a candidate's CVs and supporting documents).
   */
  forAccountsAwaitingApproval: boolean;
  /**
   * Private files (CVs, supporting documents) are served only with a valid signed link,
   * which the API mints for a caller allowed to see them (docs/uploads.md); others are
   * served to anyone who has the unguessable name (photos and logos on public profiles).
   */
  private: boolean;
  /** Stored by the admin commands only (community content): `POST /api/uploads` refuses it. */
  adminOnly?: true;
}

/**
 * Uploads per account in any 24 hours (docs/security.md G7): enough for a busy day of real
 * use, not for filling the disk. An account awaiting approval gets what onboarding needs.
 */
export const DAILY_UPLOAD_QUOTA = {
  active: { files: 50, bytes: 200 * 1_048_576 },
  awaitingApproval: { files: 10, bytes: 40 * 1_048_576 },
} as const;

/** The brief's limit for logos and photos: 8 MB (8388608 bytes). */
export const IMAGE_MAX_BYTES = 8_388_608;

/** A logo may also be a GIF (the brief: images end in .jpg, .jpeg, .png or .gif). */
const logo: UploadRule = {
  contentTypes: ['image/jpeg', 'image/png', 'image/gif'],
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: messages.uploads.imageInvalid,
  sizeMessage: messages.uploads.imageTooLarge(IMAGE_MAX_BYTES / 1_048_576),
  forAccountsAwaitingApproval: true,
  private: false,
};

const image: UploadRule = {
  contentTypes: ['image/jpeg', 'image/png'],
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: messages.uploads.imageType,
  sizeMessage: messages.uploads.imageTooLarge(IMAGE_MAX_BYTES / 1_048_576),
  forAccountsAwaitingApproval: true,
  private: false,
};

/** The brief's CV limit: 8 MB. */
export const CV_MAX_BYTES = 8_388_608;
/** The brief's supporting-document limit: 5,000,000 bytes. */
export const DOCUMENT_MAX_BYTES = 5_000_000;

/** The brief's resume types: .doc, .docx or .pdf, here decided from the content. */
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** A case study's thumbnail and media images: the brief's 5,000,000 bytes ('5 MB'). */
const caseStudyImage: UploadRule = {
  ...image,
  maxBytes: CASE_STUDY_IMAGE_MAX_BYTES,
  sizeMessage: messages.uploads.imageTooLarge(5),
  // Case studies are an approved agency's: nothing an account awaiting approval needs.
  forAccountsAwaitingApproval: false,
};

export const UPLOAD_RULES = {
  /** A user's photo. */
  avatar: image,
  /** A company's or an agency's logo. */
  logo,
  /** An image of community content (a cover or in the text), stored by the admin commands. */
  'content-image': { ...image, forAccountsAwaitingApproval: false, adminOnly: true },
  /**
   * A candidate's CV (manage-cv), also sent with an application. An account awaiting
   * approval uploads it: the CV is part of the profile an admin approves (issue 12, item 8).
   */
  resume: {
    contentTypes: DOCUMENT_TYPES,
    maxBytes: CV_MAX_BYTES,
    typeMessage: messages.uploads.documentType,
    sizeMessage: messages.uploads.fileTooLarge('8 MB'),
    forAccountsAwaitingApproval: true,
    private: true,
  },
  /**
   * A supporting document (manage-cv), or the additional document sent with an
   * application. The brief names only its size; it takes the CV's types (a portfolio or a
   * cover letter is a PDF or a Word file). Uploaded while awaiting approval, as the CV.
   */
  document: {
    contentTypes: DOCUMENT_TYPES,
    maxBytes: DOCUMENT_MAX_BYTES,
    typeMessage: messages.uploads.documentType,
    sizeMessage: messages.uploads.fileTooLarge('5 MB'),
    forAccountsAwaitingApproval: true,
    private: true,
  },
  /** A case study's thumbnail (shown on its card and page, like a logo). */
  thumbnail: caseStudyImage,
  /** One of a case study's media images (at most 3). */
  'case-study-media': caseStudyImage,
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;
export const UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as UploadKind[];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_RULES, value);
}

/** A kind users may upload through `POST /api/uploads`. */
export function isUserUploadKind(value: unknown): value is UploadKind {
  return isUploadKind(value) && !(UPLOAD_RULES[value] as UploadRule).adminOnly;
}

/**
 * Whether a recorded file of `kind` is served only through a signed link. A kind this
 * version does not know (a row from a newer one) counts as private: never served openly by
 * mistake.
 */
export function isPrivateKind(kind: string): boolean {
  return isUploadKind(kind) ? UPLOAD_RULES[kind].private : true;
}

/** The largest file any kind accepts: the multipart parser's own ceiling. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  ...UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind].maxBytes),
);
