export interface JobTypeSeed {
  key: 'FREELANCE' | 'PERMANENT' | 'BOTH';
  name: string;
  sortOrder: number;
}

export const JOB_TYPES: readonly JobTypeSeed[] = [
  { key: 'FREELANCE', name: 'Freelance', sortOrder: 1 },
  { key: 'PERMANENT', name: 'Permanent', sortOrder: 2 },
  { key: 'BOTH', name: 'Both', sortOrder: 3 },
];
