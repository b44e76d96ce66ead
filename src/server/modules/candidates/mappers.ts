/**
 * The parents codegen maps a candidate's profile rows to (codegen.ts `mappers`): Education,
 * Experience, CandidateSkill, Resume and SupportingDocument resolve from their rows, for the
 * candidate's own `User` fields here and for an employer's `CandidateProfile` (modules/profiles,
 * which decides who may see them); the fields are resolvers.ts's. Read by the generated
 * resolver types, so nothing here may import what imports them (a resolver, a module's index):
 * that would be an import cycle.
 */
import type { educations, experiences, resumes, supportingDocuments } from '../../db/schema';
import type { ProfileLists } from './profile-lists';

export type EducationRow = typeof educations.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type SupportingDocumentRow = typeof supportingDocuments.$inferSelect;
export type CandidateSkillRow = ProfileLists['skills'][number];
