/**
 * Professional disciplines ("category experience"). The ids are part of the product:
 * 1 is the default discipline and 2 is the one whose jobs ask for software skills and
 * qualifications, so never renumber them.
 */
export const INDUSTRY = {
  MARKETING: 1,
  DESIGN: 2,
  DIGITAL: 3,
  ADVERTISING: 4,
  PR: 5,
  CONTENT: 6,
  FILM: 7,
  SOCIAL: 8,
} as const;

export const DEFAULT_INDUSTRY_ID = INDUSTRY.MARKETING;
export const SOFTWARE_INDUSTRY_ID = INDUSTRY.DESIGN;

export interface IndustrySeed {
  id: number;
  name: string;
}

export const INDUSTRIES: readonly IndustrySeed[] = [
  { id: INDUSTRY.MARKETING, name: 'Marketing & Communications' },
  { id: INDUSTRY.DESIGN, name: 'Design & Creative' },
  { id: INDUSTRY.DIGITAL, name: 'Digital & Technology' },
  { id: INDUSTRY.ADVERTISING, name: 'Advertising & Media' },
  { id: INDUSTRY.PR, name: 'Public Relations' },
  { id: INDUSTRY.CONTENT, name: 'Content & Copywriting' },
  { id: INDUSTRY.FILM, name: 'Film, Video & Animation' },
  { id: INDUSTRY.SOCIAL, name: 'Social Media & Community' },
];
