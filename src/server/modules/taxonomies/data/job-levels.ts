export const JOB_LEVEL_KEYS = ['GRADUATE', 'JUNIOR', 'MID', 'SENIOR', 'HEAD', 'DIRECTOR'] as const;
export type JobLevelKey = (typeof JOB_LEVEL_KEYS)[number];

export interface JobLevelSeed {
  key: JobLevelKey;
  name: string;
  description: string;
  sortOrder: number;
}

// One row a line reads and diffs better than wrapped objects.
// prettier-ignore
export const JOB_LEVELS: readonly JobLevelSeed[] = [
  { key: 'GRADUATE', name: 'Graduate', description: "New to the industry, with a recent degree or up to a year's experience.", sortOrder: 1 },
  { key: 'JUNIOR', name: 'Junior', description: "One to three years' experience, delivering work with guidance.", sortOrder: 2 },
  { key: 'MID', name: 'Mid-level', description: "Three to five years' experience, running projects independently.", sortOrder: 3 },
  { key: 'SENIOR', name: 'Senior', description: "Five years' experience or more, leading projects and guiding others.", sortOrder: 4 },
  { key: 'HEAD', name: 'Head of', description: 'Leads a team or a function and owns its results.', sortOrder: 5 },
  { key: 'DIRECTOR', name: 'Director', description: 'Sets strategy and budgets at leadership or board level.', sortOrder: 6 },
];
