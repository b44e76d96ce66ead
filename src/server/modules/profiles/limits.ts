/**
 * How fast one session reads candidates' profiles (docs/profiles.md, docs/security.md G13). Every
 * `candidateProfile` and `freelancerProfile` call counts, aliases included, against one row
 * keyed by the caller's session (both need one): a recruiter opens a few profiles a minute;
 * a script reading the marketplace's candidates one after another meets the limit.
 */
import { limitRow } from '../../platform/limits';

const MINUTE = 60_000;

export const CANDIDATE_PROFILES_PER_SESSION = limitRow(
  'candidateProfilesPerSession',
  120,
  10 * MINUTE,
);

export const profileLimits = [CANDIDATE_PROFILES_PER_SESSION];
