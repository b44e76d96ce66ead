import { INDUSTRY } from './industries';

const { MARKETING, DESIGN, DIGITAL, ADVERTISING, PR, CONTENT, FILM, SOCIAL } = INDUSTRY;

export interface QualificationSeed {
  id: number;
  name: string;
  industryIds: readonly number[];
}

/** Degrees, professional bodies' qualifications and vendor certifications recognised in the UK. */
// One row a line reads and diffs better than wrapped objects.
// prettier-ignore
export const QUALIFICATIONS: readonly QualificationSeed[] = [
  // Marketing & Communications
  { id: 1, name: 'CIM Certificate in Professional Marketing', industryIds: [MARKETING] },
  { id: 2, name: 'CIM Diploma in Professional Marketing', industryIds: [MARKETING] },
  { id: 3, name: 'CIM Postgraduate Diploma in Professional Marketing', industryIds: [MARKETING] },
  { id: 4, name: 'CIM Certificate in Digital Marketing', industryIds: [MARKETING, DIGITAL, SOCIAL] },
  { id: 5, name: 'Chartered Marketer (CIM)', industryIds: [MARKETING] },
  { id: 6, name: 'IDM Professional Diploma in Digital Marketing', industryIds: [MARKETING, DIGITAL, SOCIAL] },
  { id: 7, name: 'IDM (DMA) Award in Email Marketing', industryIds: [MARKETING, CONTENT] },
  { id: 8, name: 'BA (Hons) Marketing', industryIds: [MARKETING] },
  { id: 9, name: 'MSc Marketing', industryIds: [MARKETING] },

  // Design & Creative
  { id: 10, name: 'Adobe Certified Professional in Visual Design', industryIds: [DESIGN] },
  { id: 11, name: 'Adobe Certified Professional in Graphic Design & Illustration Using Adobe Illustrator', industryIds: [DESIGN] },
  { id: 12, name: 'Adobe Certified Professional in Print & Digital Media Publication Using Adobe InDesign', industryIds: [DESIGN] },
  { id: 13, name: 'Adobe Certified Professional in Visual Design Using Adobe Photoshop', industryIds: [DESIGN, SOCIAL] },
  { id: 14, name: 'Google UX Design Professional Certificate', industryIds: [DESIGN, DIGITAL] },
  { id: 15, name: 'BCS Foundation Certificate in User Experience', industryIds: [DESIGN, DIGITAL] },
  { id: 16, name: 'UAL Level 3 Extended Diploma in Art & Design', industryIds: [DESIGN] },
  { id: 17, name: 'BA (Hons) Graphic Design', industryIds: [DESIGN] },
  { id: 18, name: 'BA (Hons) Illustration', industryIds: [DESIGN] },
  { id: 19, name: 'MA Communication Design', industryIds: [DESIGN] },

  // Digital & Technology
  { id: 20, name: 'BSc (Hons) Computer Science', industryIds: [DIGITAL] },
  { id: 21, name: 'BCS Foundation Certificate in Business Analysis', industryIds: [DIGITAL] },
  { id: 22, name: 'PRINCE2 Foundation', industryIds: [DIGITAL, ADVERTISING, PR] },
  { id: 23, name: 'Certified ScrumMaster (CSM)', industryIds: [DIGITAL] },
  { id: 24, name: 'AWS Certified Cloud Practitioner', industryIds: [DIGITAL] },
  { id: 25, name: 'Microsoft Certified: Azure Fundamentals', industryIds: [DIGITAL] },

  // Advertising & Media
  { id: 26, name: 'IPA Foundation Certificate', industryIds: [ADVERTISING] },
  { id: 27, name: 'IPA Advanced Certificate', industryIds: [ADVERTISING] },
  { id: 28, name: 'IPA Excellence Diploma', industryIds: [ADVERTISING] },
  { id: 29, name: 'BA (Hons) Advertising', industryIds: [ADVERTISING] },

  // Public Relations
  { id: 30, name: 'CIPR Foundation Certificate', industryIds: [PR, CONTENT] },
  { id: 31, name: 'CIPR Professional PR Certificate', industryIds: [PR] },
  { id: 32, name: 'CIPR Professional PR Diploma', industryIds: [PR] },
  { id: 33, name: 'CIPR Internal Communication Certificate', industryIds: [PR] },
  { id: 34, name: 'Chartered PR Practitioner (CIPR)', industryIds: [PR] },
  { id: 35, name: 'BA (Hons) Public Relations', industryIds: [PR] },

  // Content & Copywriting
  { id: 36, name: 'NCTJ Diploma in Journalism', industryIds: [CONTENT, PR] },
  { id: 37, name: 'BA (Hons) Journalism', industryIds: [CONTENT] },
  { id: 38, name: 'BA (Hons) English Literature', industryIds: [CONTENT] },
  { id: 39, name: 'MA Creative Writing', industryIds: [CONTENT] },
  { id: 40, name: 'IDM Award in Content Marketing', industryIds: [CONTENT, SOCIAL] },

  // Film, Video & Animation
  { id: 41, name: 'BA (Hons) Film Production', industryIds: [FILM] },
  { id: 42, name: 'BA (Hons) Animation', industryIds: [FILM] },
  { id: 43, name: 'Adobe Certified Professional in Digital Video Using Adobe Premiere Pro', industryIds: [FILM, SOCIAL] },
  { id: 44, name: 'Adobe Certified Professional in Visual Effects & Motion Graphics Using Adobe After Effects', industryIds: [FILM, DESIGN] },
  { id: 45, name: 'Avid Certified User: Media Composer', industryIds: [FILM] },
  { id: 46, name: 'Apple Certified Pro: Final Cut Pro', industryIds: [FILM] },
  { id: 47, name: 'Blackmagic Design Certified User: DaVinci Resolve', industryIds: [FILM] },
  { id: 48, name: 'ScreenSkills Production Safety Passport', industryIds: [FILM] },

  // Social Media & Community
  { id: 49, name: 'Meta Certified Digital Marketing Associate', industryIds: [SOCIAL, DIGITAL] },
  { id: 50, name: 'Meta Certified Community Manager', industryIds: [SOCIAL] },
  { id: 51, name: 'Meta Certified Media Buying Professional', industryIds: [SOCIAL, ADVERTISING] },
  { id: 52, name: 'Hootsuite Social Marketing Certification', industryIds: [SOCIAL] },
];
