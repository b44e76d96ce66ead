import { INDUSTRY } from './industries';

const { MARKETING, DESIGN, DIGITAL, ADVERTISING, PR, CONTENT, FILM, SOCIAL } = INDUSTRY;

export interface SkillSeed {
  id: number;
  name: string;
  /** A software package or platform, listed apart from craft skills in the forms. */
  software: boolean;
  industryIds: readonly number[];
}

// One row a line reads and diffs better than wrapped objects.
// prettier-ignore
export const SKILLS: readonly SkillSeed[] = [
  // Marketing & Communications
  { id: 1, name: 'Marketing Strategy', software: false, industryIds: [MARKETING] },
  { id: 2, name: 'Brand Management', software: false, industryIds: [MARKETING, ADVERTISING] },
  { id: 3, name: 'Campaign Planning', software: false, industryIds: [MARKETING, ADVERTISING, SOCIAL] },
  { id: 4, name: 'Product Marketing', software: false, industryIds: [MARKETING, DIGITAL] },
  { id: 5, name: 'Integrated Communications', software: false, industryIds: [MARKETING, PR] },
  { id: 6, name: 'Customer Insight', software: false, industryIds: [MARKETING, ADVERTISING] },
  { id: 7, name: 'B2B Marketing', software: false, industryIds: [MARKETING] },
  { id: 8, name: 'Trade Marketing', software: false, industryIds: [MARKETING] },
  { id: 9, name: 'CRM & Lifecycle Marketing', software: false, industryIds: [MARKETING, DIGITAL] },
  { id: 10, name: 'Email Marketing', software: false, industryIds: [MARKETING, DIGITAL, CONTENT] },
  { id: 11, name: 'Event Marketing', software: false, industryIds: [MARKETING, PR] },
  { id: 12, name: 'Budget Management', software: false, industryIds: [MARKETING, ADVERTISING, PR] },
  { id: 13, name: 'Market Research', software: false, industryIds: [MARKETING, ADVERTISING] },
  { id: 14, name: 'Go-to-Market Planning', software: false, industryIds: [MARKETING, DIGITAL] },
  { id: 15, name: 'Stakeholder Management', software: false, industryIds: [MARKETING, PR] },
  { id: 16, name: 'HubSpot', software: true, industryIds: [MARKETING, DIGITAL, CONTENT] },
  { id: 17, name: 'Salesforce Marketing Cloud', software: true, industryIds: [MARKETING, DIGITAL] },
  { id: 18, name: 'Google Analytics', software: true, industryIds: [MARKETING, DIGITAL, ADVERTISING, SOCIAL] },

  // Design & Creative
  { id: 19, name: 'Graphic Design', software: false, industryIds: [DESIGN] },
  { id: 20, name: 'Brand Identity Design', software: false, industryIds: [DESIGN] },
  { id: 21, name: 'Typography', software: false, industryIds: [DESIGN] },
  { id: 22, name: 'Editorial Layout', software: false, industryIds: [DESIGN] },
  { id: 23, name: 'Packaging Design', software: false, industryIds: [DESIGN] },
  { id: 24, name: 'Illustration', software: false, industryIds: [DESIGN] },
  { id: 25, name: 'UX Design', software: false, industryIds: [DESIGN, DIGITAL] },
  { id: 26, name: 'UI Design', software: false, industryIds: [DESIGN, DIGITAL] },
  { id: 27, name: 'Art Direction', software: false, industryIds: [DESIGN, ADVERTISING, FILM] },
  { id: 28, name: 'Artwork & Print Production', software: false, industryIds: [DESIGN] },
  { id: 29, name: 'Adobe Photoshop', software: true, industryIds: [DESIGN, FILM, SOCIAL] },
  { id: 30, name: 'Adobe Illustrator', software: true, industryIds: [DESIGN, FILM] },
  { id: 31, name: 'Adobe InDesign', software: true, industryIds: [DESIGN] },
  { id: 32, name: 'Adobe After Effects', software: true, industryIds: [DESIGN, FILM] },
  { id: 33, name: 'Figma', software: true, industryIds: [DESIGN, DIGITAL] },
  { id: 34, name: 'Sketch', software: true, industryIds: [DESIGN] },
  { id: 35, name: 'Cinema 4D', software: true, industryIds: [DESIGN, FILM] },
  { id: 36, name: 'Blender', software: true, industryIds: [DESIGN, FILM] },
  { id: 37, name: 'Canva', software: true, industryIds: [DESIGN, CONTENT, SOCIAL] },
  { id: 38, name: 'Procreate', software: true, industryIds: [DESIGN] },

  // Digital & Technology
  { id: 39, name: 'Front-end Development', software: false, industryIds: [DIGITAL] },
  { id: 40, name: 'Back-end Development', software: false, industryIds: [DIGITAL] },
  { id: 41, name: 'Mobile App Development', software: false, industryIds: [DIGITAL] },
  { id: 42, name: 'SEO', software: false, industryIds: [DIGITAL, CONTENT] },
  { id: 43, name: 'PPC & Paid Search', software: false, industryIds: [DIGITAL, ADVERTISING] },
  { id: 44, name: 'Conversion Rate Optimisation', software: false, industryIds: [DIGITAL] },
  { id: 45, name: 'Marketing Automation', software: false, industryIds: [DIGITAL, MARKETING] },
  { id: 46, name: 'Web Analytics', software: false, industryIds: [DIGITAL] },
  { id: 47, name: 'E-commerce Management', software: false, industryIds: [DIGITAL] },
  { id: 48, name: 'Agile Delivery', software: false, industryIds: [DIGITAL] },
  { id: 49, name: 'Digital Project Management', software: false, industryIds: [DIGITAL] },
  { id: 50, name: 'WordPress', software: true, industryIds: [DIGITAL, CONTENT] },
  { id: 51, name: 'Shopify', software: true, industryIds: [DIGITAL] },
  { id: 52, name: 'Google Ads', software: true, industryIds: [DIGITAL, ADVERTISING] },
  { id: 53, name: 'Google Tag Manager', software: true, industryIds: [DIGITAL] },
  { id: 54, name: 'React', software: true, industryIds: [DIGITAL] },
  { id: 55, name: 'Jira', software: true, industryIds: [DIGITAL] },

  // Advertising & Media
  { id: 56, name: 'Media Planning', software: false, industryIds: [ADVERTISING] },
  { id: 57, name: 'Media Buying', software: false, industryIds: [ADVERTISING] },
  { id: 58, name: 'Programmatic Advertising', software: false, industryIds: [ADVERTISING] },
  { id: 59, name: 'Account Management', software: false, industryIds: [ADVERTISING, PR] },
  { id: 60, name: 'Creative Strategy', software: false, industryIds: [ADVERTISING] },
  { id: 61, name: 'Copywriting', software: false, industryIds: [ADVERTISING, CONTENT] },
  { id: 62, name: 'Out-of-Home Advertising', software: false, industryIds: [ADVERTISING] },
  { id: 63, name: 'TV & Radio Advertising', software: false, industryIds: [ADVERTISING] },
  { id: 64, name: 'New Business & Pitching', software: false, industryIds: [ADVERTISING, PR] },
  { id: 65, name: 'Creative Direction', software: false, industryIds: [ADVERTISING, DESIGN, FILM] },
  { id: 66, name: 'The Trade Desk', software: true, industryIds: [ADVERTISING] },
  { id: 67, name: 'Meta Ads Manager', software: true, industryIds: [ADVERTISING, SOCIAL] },

  // Public Relations
  { id: 68, name: 'Media Relations', software: false, industryIds: [PR] },
  { id: 69, name: 'Press Release Writing', software: false, industryIds: [PR, CONTENT] },
  { id: 70, name: 'Crisis Communications', software: false, industryIds: [PR] },
  { id: 71, name: 'Corporate Communications', software: false, industryIds: [PR] },
  { id: 72, name: 'Internal Communications', software: false, industryIds: [PR] },
  { id: 73, name: 'Public Affairs', software: false, industryIds: [PR] },
  { id: 74, name: 'Consumer PR', software: false, industryIds: [PR] },
  { id: 75, name: 'Influencer Relations', software: false, industryIds: [PR, SOCIAL] },
  { id: 76, name: 'Thought Leadership', software: false, industryIds: [PR, CONTENT] },
  { id: 77, name: 'Media Training', software: false, industryIds: [PR] },
  { id: 78, name: 'Cision', software: true, industryIds: [PR] },
  { id: 79, name: 'Meltwater', software: true, industryIds: [PR, SOCIAL] },

  // Content & Copywriting
  { id: 80, name: 'Content Strategy', software: false, industryIds: [CONTENT, SOCIAL] },
  { id: 81, name: 'Editing & Proofreading', software: false, industryIds: [CONTENT] },
  { id: 82, name: 'SEO Copywriting', software: false, industryIds: [CONTENT] },
  { id: 83, name: 'Long-form Writing', software: false, industryIds: [CONTENT] },
  { id: 84, name: 'UX Writing', software: false, industryIds: [CONTENT, DESIGN] },
  { id: 85, name: 'Tone of Voice', software: false, industryIds: [CONTENT] },
  { id: 86, name: 'Scriptwriting', software: false, industryIds: [CONTENT, FILM] },
  { id: 87, name: 'Technical Writing', software: false, industryIds: [CONTENT] },
  { id: 88, name: 'Sub-editing', software: false, industryIds: [CONTENT] },

  // Film, Video & Animation
  { id: 89, name: 'Video Production', software: false, industryIds: [FILM] },
  { id: 90, name: 'Video Editing', software: false, industryIds: [FILM, SOCIAL] },
  { id: 91, name: 'Motion Graphics', software: false, industryIds: [FILM, DESIGN] },
  { id: 92, name: '2D Animation', software: false, industryIds: [FILM] },
  { id: 93, name: '3D Animation', software: false, industryIds: [FILM] },
  { id: 94, name: 'Cinematography', software: false, industryIds: [FILM] },
  { id: 95, name: 'Directing', software: false, industryIds: [FILM] },
  { id: 96, name: 'Producing', software: false, industryIds: [FILM] },
  { id: 97, name: 'Colour Grading', software: false, industryIds: [FILM] },
  { id: 98, name: 'Sound Design', software: false, industryIds: [FILM] },
  { id: 99, name: 'Storyboarding', software: false, industryIds: [FILM, DESIGN] },
  { id: 100, name: 'Adobe Premiere Pro', software: true, industryIds: [FILM, SOCIAL] },
  { id: 101, name: 'Final Cut Pro', software: true, industryIds: [FILM] },
  { id: 102, name: 'DaVinci Resolve', software: true, industryIds: [FILM] },
  { id: 103, name: 'Avid Media Composer', software: true, industryIds: [FILM] },
  { id: 104, name: 'Autodesk Maya', software: true, industryIds: [FILM] },

  // Social Media & Community
  { id: 105, name: 'Social Media Strategy', software: false, industryIds: [SOCIAL] },
  { id: 106, name: 'Community Management', software: false, industryIds: [SOCIAL] },
  { id: 107, name: 'Paid Social', software: false, industryIds: [SOCIAL, ADVERTISING] },
  { id: 108, name: 'Influencer Marketing', software: false, industryIds: [SOCIAL] },
  { id: 109, name: 'Social Content Creation', software: false, industryIds: [SOCIAL] },
  { id: 110, name: 'Social Listening', software: false, industryIds: [SOCIAL] },
  { id: 111, name: 'TikTok Marketing', software: false, industryIds: [SOCIAL] },
  { id: 112, name: 'LinkedIn Marketing', software: false, industryIds: [SOCIAL, MARKETING] },
  { id: 113, name: 'Hootsuite', software: true, industryIds: [SOCIAL] },
  { id: 114, name: 'Sprout Social', software: true, industryIds: [SOCIAL] },
  { id: 115, name: 'CapCut', software: true, industryIds: [SOCIAL] },
];
