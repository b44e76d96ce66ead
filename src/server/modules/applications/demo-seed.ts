/**
 * The demo applications (demo-applicants.ts), and the CVs and documents sent with them;
 * seeded by seed/demo.ts. The applications module's seed door: only the seed layer imports it
 * (docs/module-doors.md).
 */
import type { Database } from '../../db/database';
import { applications, files } from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { contentOf } from '../../platform/demo-seed-kit';
import { demoPdf } from '../../platform/pdf/demo-pdf';
import { DEMO_APPLICATIONS, type DemoFile } from './demo-applicants';

export {
  DEMO_AGENCY_KEY,
  DEMO_APPLICANTS,
  DEMO_APPLICATIONS,
  DEMO_CANDIDATE_KEY,
  type DemoApplicant,
  type DemoFile,
} from './demo-applicants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The applications, and the CVs and documents sent with them (written to `store`). */
export async function insertApplications(
  tx: Database,
  posts: readonly { key: string; id: number; createdAt: Date }[],
  ids: ReadonlyMap<string, number>,
  now: Date,
  store: FileStore | undefined,
  written: string[],
  applicantEmail: (key: string) => string | undefined,
): Promise<void> {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const saveFile = async (
    file: DemoFile | undefined,
    kind: 'resume' | 'document',
    ownerId: number,
  ): Promise<string | null> => {
    if (!file || !store) return null;
    const bytes = await demoPdf(file.lines);
    const storedName = newStoredName('pdf');
    written.push(storedName);
    await store.write(storedName, contentOf(bytes));
    fileRows.push({
      ownerId,
      kind,
      storedName,
      originalName: file.name,
      contentType: 'application/pdf',
      size: bytes.byteLength,
    });
    // The served path, as an upload's `url` (modules/files/file-service.ts fileUrl).
    return `/files/${storedName}`;
  };

  const rows = await Promise.all(
    DEMO_APPLICATIONS.map(async (application) => {
      const post = posts.find((seeded) => seeded.key === application.post);
      const email = applicantEmail(application.applicant);
      const userId = email === undefined ? undefined : ids.get(email);
      if (!post || userId === undefined) return null;
      const appliedAt = Math.min(
        post.createdAt.getTime() + application.daysAfterPosting * DAY_MS,
        now.getTime() - 60 * 60 * 1000,
      );
      return {
        opportunityId: post.id,
        userId,
        reason: application.reason,
        resume: await saveFile(application.resume, 'resume', userId),
        document: await saveFile(application.document, 'document', userId),
        createdAt: new Date(appliedAt),
      };
    }),
  );
  if (fileRows.length > 0) await tx.insert(files).values(fileRows);
  const values = rows.filter((row) => row !== null);
  if (values.length > 0) await tx.insert(applications).values(values).onConflictDoNothing();
}
