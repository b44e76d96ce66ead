/**
 * A candidate's own profile: what it holds beyond onboarding (education, experience,
 * skills, CVs, supporting documents, preferences) and whether it is complete enough to
 * apply.
 */
import type { Database } from '../../db/client';
import { notFound } from '../../platform/domain-error';
import { completenessOf, profileFacts, type Completeness } from './profile-completeness';

export class CandidateProfileService {
  constructor(private readonly db: Database) {}

  /** Whether the candidate may apply as far as the profile goes (status is checked apart). */
  async completeness(userId: number): Promise<Completeness> {
    const facts = await profileFacts(this.db, userId);
    if (!facts) throw notFound();
    return completenessOf(facts);
  }
}
