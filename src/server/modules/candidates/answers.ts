/**
 * A candidate's profile rows as the GraphQL types answer them (Education, Experience,
 * Resume, SupportingDocument): shared by the candidate's own `User` fields and by any
 * module that shows the profile to an employer allowed to see it (modules/profiles), which
 * must decide that before calling these — a Resume's answer carries a signed link.
 */
import type { educations, experiences, resumes, supportingDocuments } from '../../db/schema';
import type { FileLinks } from '../files';
import { yearsBetween } from './profile-lists';

export function educationAnswer(row: typeof educations.$inferSelect) {
  return {
    id: row.id,
    school_name: row.schoolName,
    qualification: row.qualification,
    description: row.description,
    from: row.from,
    to: row.to,
  };
}

export function experienceAnswer(row: typeof experiences.$inferSelect, today = new Date()) {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    from: row.from,
    to: row.to,
    years: yearsBetween(row.from, row.to, today),
  };
}

/** A signed link to a private file, or its bare path if it is not one of ours. */
async function link(fileLinks: FileLinks, path: string): Promise<string> {
  return (await fileLinks.sign(path)) ?? path;
}

export async function resumeAnswer(row: typeof resumes.$inferSelect, fileLinks: FileLinks) {
  return {
    id: row.id,
    file: row.file,
    fileUrl: await link(fileLinks, row.file),
    name: row.originalName,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export async function supportingDocumentAnswer(
  row: typeof supportingDocuments.$inferSelect,
  fileLinks: FileLinks,
) {
  return {
    id: row.id,
    name: row.name,
    file: row.file,
    fileUrl: await link(fileLinks, row.file),
    created_at: row.createdAt.toISOString(),
  };
}
