/**
 * The files module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { FILE_LINK_LIFETIME_MS, FileLinks, storedNameOf } from './file-links';
export { cleanOriginalName, FILES_PATH, FileService, fileUrl } from './file-service';
export type { UploadKind } from './rules';
export { UPLOAD_RULES } from './rules';
