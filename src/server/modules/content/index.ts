/**
 * The content module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { CONTENT_IMAGE_KIND, ContentAdmin, imagesOf } from './content-admin';
export type {
  ArticleEntry,
  ContentDraft,
  ContentKind,
  DealEntry,
  PageEntry,
} from './content-entry';
export { CONTENT_KINDS, isContentKind, readContentFile } from './content-entry';
export { ContentService } from './content-service';
export { MarkdownError } from './markdown';
