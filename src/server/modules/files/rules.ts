/**
 * What each kind of upload may be: the types (decided from the content, see sniff.ts)
 * and the size limit, with the brief's messages. A new kind of file (CV, supporting
 * document, case-study media) is one more row.
 */
import { messages } from '../../../shared/messages';

export interface UploadRule {
  contentTypes: readonly string[];
  maxBytes: number;
  /** Answered (415) when the content is not one of `contentTypes`. */
  typeMessage: string;
  /** Answered (413) when the content is larger than `maxBytes`. */
  sizeMessage: string;
  /** Whether an account awaiting approval may upload it: only what onboarding needs. */
  forAccountsAwaitingApproval: boolean;
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

const image: UploadRule = {
  contentTypes: ['image/jpeg', 'image/png'],
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: messages.uploads.imageType,
  sizeMessage: messages.uploads.imageTooLarge(IMAGE_MAX_BYTES / 1_048_576),
  forAccountsAwaitingApproval: true,
};

export const UPLOAD_RULES = {
  /** A user's photo. */
  avatar: image,
  /** A company's or an agency's logo. */
  logo: image,
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;
export const UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as UploadKind[];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_RULES, value);
}

/** The largest file any kind accepts: the multipart parser's own ceiling. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  ...UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind].maxBytes),
);
