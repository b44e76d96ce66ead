import { INDUSTRY } from './industries';

const { MARKETING, DESIGN, DIGITAL, ADVERTISING, PR, CONTENT, FILM, SOCIAL } = INDUSTRY;

export interface OtherQualificationSeed {
  id: number;
  name: string;
  industryId: number;
}

/** Short courses, platform badges and practical tickets that employers also ask for. */
// One row a line reads and diffs better than wrapped objects.
// prettier-ignore
export const OTHER_QUALIFICATIONS: readonly OtherQualificationSeed[] = [
  { id: 1, name: 'Google Analytics Certification', industryId: MARKETING },
  { id: 2, name: 'HubSpot Inbound Marketing Certification', industryId: MARKETING },
  { id: 3, name: 'Salesforce Certified Marketing Cloud Email Specialist', industryId: MARKETING },
  { id: 4, name: 'Google Digital Garage: Fundamentals of Digital Marketing', industryId: MARKETING },

  { id: 5, name: 'NN/g UX Certification', industryId: DESIGN },
  { id: 6, name: 'D&AD Shift', industryId: DESIGN },
  { id: 7, name: 'ISTD Typographic Scheme', industryId: DESIGN },
  { id: 8, name: 'Idealliance G7 Expert', industryId: DESIGN },

  { id: 9, name: 'Google Ads Search Certification', industryId: DIGITAL },
  { id: 10, name: 'Google Analytics Certification', industryId: DIGITAL },
  { id: 11, name: 'CXL Conversion Optimization Minidegree', industryId: DIGITAL },
  { id: 12, name: 'Shopify Partner Academy', industryId: DIGITAL },

  { id: 13, name: 'Google Ads Display Certification', industryId: ADVERTISING },
  { id: 14, name: 'The Trade Desk Edge Academy Certification', industryId: ADVERTISING },
  { id: 15, name: 'Amazon Ads Campaign Certification', industryId: ADVERTISING },

  { id: 16, name: 'NCTJ Essential Media Law and Regulation', industryId: PR },
  { id: 17, name: 'CIPR Specialist Diploma in Crisis Communications', industryId: PR },
  { id: 18, name: 'Google News Initiative Training', industryId: PR },

  { id: 19, name: 'NCTJ Shorthand (100 wpm)', industryId: CONTENT },
  { id: 20, name: 'HubSpot Content Marketing Certification', industryId: CONTENT },
  { id: 21, name: 'Semrush Content Marketing Certification', industryId: CONTENT },

  { id: 22, name: 'Full UK Driving Licence', industryId: FILM },
  { id: 23, name: 'First Aid at Work', industryId: FILM },
  { id: 24, name: 'Enhanced DBS Check', industryId: FILM },
  { id: 25, name: 'CAA General VLOS Certificate (drone)', industryId: FILM },

  { id: 26, name: 'LinkedIn Marketing Labs Certification', industryId: SOCIAL },
  { id: 27, name: 'Hootsuite Platform Certification', industryId: SOCIAL },
  { id: 28, name: 'Google Analytics Certification', industryId: SOCIAL },
  { id: 29, name: 'TikTok Academy Certification', industryId: SOCIAL },
];
