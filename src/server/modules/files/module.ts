/** Uploaded files: the upload route, serving stored files, and the checks other modules use. */
import { join } from 'node:path';
import { FileLinks } from './file-links';
import { registerFiles } from './file-routes';
import { FileService } from './file-service';
import { registerUploads } from './upload-routes';
import { LocalFileStore } from '../../platform/files/file-store';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    /** `ownedFile(id, userId, kind)` checks an `avatar`/`logo` id before use. */
    files: FileService;
    /** Signed, short-lived links to private files (CVs, documents) for callers allowed to see them. */
    fileLinks: FileLinks;
  }
}

export default {
  services: {
    files: ({ db, dataDir, now }) =>
      new FileService(db, new LocalFileStore(join(dataDir, 'files')), now),
    fileLinks: ({ db, now }) => new FileLinks(db, now),
  },
  housekeeping: async ({ now, fileColumns }, { files }) => {
    await files.removeUnreferenced(fileColumns, now());
  },
  routes: async (app, _platform, { auth, files, fileLinks }) => {
    await registerUploads(app, { auth, files });
    registerFiles(app, files, fileLinks);
  },
} satisfies ServerModule;
