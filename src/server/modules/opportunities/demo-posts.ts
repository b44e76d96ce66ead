/**
 * The demo employer's posts: jobs and agency projects across disciplines (one featured, one
 * unpublished, one closed with its reason). Only demo data (seed/demo.ts).
 *
 * Taxonomy ids are the seed's fixed ids (modules/taxonomies/data/): each post's skills,
 * qualifications and position belong to its discipline and level, as the job form requires
 * (seed/demo.test.ts checks them against the taxonomy service and the shared schemas).
 */
import type { CloseReason, CompensationUnit } from '../../../shared/opportunities';
import { INDUSTRY, type JobLevelKey } from '../taxonomies';

interface DemoPostBase {
  key: string;
  title: string;
  /** Plain paragraphs (blank lines between), stored as a rich-text document. */
  description: string;
  location: string;
  minimumBudget: number;
  maximumBudget: number;
  followUp: string;
  /** Days before the seed ran that it was posted. */
  postedDaysAgo: number;
  views: number;
  featured?: boolean;
  /** Unpublished (the form's status toggle). */
  unpublished?: boolean;
  /** Closed with the Close modal's reason, days ago; the applicant who filled it by key. */
  closed?: { reason: CloseReason; daysAgo: number; filledBy?: string };
  genreIds: readonly number[];
}

export interface DemoJob extends DemoPostBase {
  target: 'JOB';
  industryIds: readonly number[];
  workMode: 'ONSITE' | 'REMOTE' | 'HYBRID';
  type: string;
  subType: string;
  level: JobLevelKey;
  positionId: number;
  duration?: number;
  isIr35?: number;
  compensationUnit: Extract<CompensationUnit, 'DAY' | 'YEAR'>;
  /** Craft skills, then software skills; must-haves among them. */
  skills: readonly { id: number; mustHave?: boolean }[];
  qualifications: readonly { id: number; mustHave?: boolean }[];
}

export interface DemoProject extends DemoPostBase {
  target: 'PROJECT';
  /** 1 (1-3 months), 4 (4-6 months) or 99 (Ongoing). */
  duration: number;
  serviceIds: readonly number[];
}

export type DemoPost = DemoJob | DemoProject;

const FOLLOW_UP =
  'Thank you for your application. If you are selected for an interview, we will be in touch.';

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    key: 'packaging',
    target: 'JOB',
    title: 'Senior Packaging Designer',
    description:
      'Northbank Retail Group is looking for a senior packaging designer to lead our own-brand garden and homeware ranges: more than 400 products a year, from seed packets to barbecue kits.\n\nYou will take ranges from concept to print-ready artwork with our buyers and suppliers, keep the brand consistent across categories, and mentor two mid-weight designers.\n\nWe work three days a week at our Bankside studio and two from home.',
    location: 'London, Greater London, England',
    industryIds: [INDUSTRY.DESIGN],
    genreIds: [19, 2, 21],
    workMode: 'HYBRID',
    type: 'PERMANENT',
    subType: 'FULLTIME',
    level: 'SENIOR',
    positionId: 25,
    compensationUnit: 'YEAR',
    minimumBudget: 48_000,
    maximumBudget: 58_000,
    skills: [
      { id: 23, mustHave: true },
      { id: 20 },
      { id: 28 },
      { id: 21 },
      { id: 30, mustHave: true },
      { id: 29 },
      { id: 31 },
    ],
    qualifications: [{ id: 17 }],
    followUp: FOLLOW_UP,
    postedDaysAgo: 9,
    views: 186,
    featured: true,
  },
  {
    key: 'copywriter',
    target: 'JOB',
    title: 'Freelance Copywriter: Spring Campaign',
    description:
      'We need a freelance copywriter for our spring garden campaign: in-store posters, product pages, three customer emails and social captions.\n\nYou will work from a finished brief with our brand team, and we expect about three days a week for three months.',
    location: 'London, Greater London, England',
    industryIds: [INDUSTRY.CONTENT],
    genreIds: [2],
    workMode: 'REMOTE',
    type: 'FREELANCE/CONTRACT',
    subType: 'PARTTIME',
    level: 'MID',
    positionId: 82,
    duration: 3,
    isIr35: 0,
    compensationUnit: 'DAY',
    minimumBudget: 350,
    maximumBudget: 450,
    skills: [{ id: 61, mustHave: true }, { id: 85, mustHave: true }, { id: 82 }, { id: 81 }],
    qualifications: [],
    followUp: FOLLOW_UP,
    postedDaysAgo: 6,
    views: 97,
  },
  {
    key: 'crm',
    target: 'JOB',
    title: 'CRM Marketing Manager',
    description:
      'Own our customer emails and loyalty programme: 2.1 million members, a weekly newsletter and triggered journeys from first purchase to win-back.\n\nYou will plan the CRM calendar with category teams, brief designers and copywriters, and report on revenue per send.',
    location: 'Leeds, West Yorkshire, England',
    industryIds: [INDUSTRY.MARKETING],
    genreIds: [2],
    workMode: 'ONSITE',
    type: 'PERMANENT',
    subType: 'FULLTIME',
    level: 'MID',
    positionId: 6,
    compensationUnit: 'YEAR',
    minimumBudget: 42_000,
    maximumBudget: 50_000,
    skills: [{ id: 9, mustHave: true }, { id: 10 }, { id: 45 }, { id: 16 }],
    qualifications: [],
    followUp: FOLLOW_UP,
    postedDaysAgo: 2,
    views: 0,
    unpublished: true,
  },
  {
    key: 'social',
    target: 'JOB',
    title: 'Social Media Executive',
    description:
      'Join our social team to plan, shoot and post short-form video for our stores and online shop, and look after our community on Instagram, TikTok and Facebook.',
    location: 'Manchester, Greater Manchester, England',
    industryIds: [INDUSTRY.SOCIAL],
    genreIds: [2, 10],
    workMode: 'HYBRID',
    type: 'PERMANENT',
    subType: 'FULLTIME',
    level: 'JUNIOR',
    positionId: 111,
    compensationUnit: 'YEAR',
    minimumBudget: 26_000,
    maximumBudget: 30_000,
    skills: [{ id: 109, mustHave: true }, { id: 106 }, { id: 111 }, { id: 115 }],
    qualifications: [],
    followUp: FOLLOW_UP,
    postedDaysAgo: 34,
    views: 241,
    closed: { reason: 'FILLED_BY_APPLICANT', daysAgo: 5, filledBy: 'liam' },
  },
  {
    key: 'brand',
    target: 'JOB',
    title: 'Freelance Brand Designer: Own-Brand Refresh',
    description:
      'We are refreshing the look of our own-brand grocery range and need a freelance brand designer for about three months.\n\nYou will build the range’s design system with our packaging team: typography, colour, pack architecture and a guide our suppliers can follow.',
    location: 'London, Greater London, England',
    // Marketing too: the brand team runs it (and the candidate dashboard's latest list,
    // which shows discipline 1, has an open job).
    industryIds: [INDUSTRY.DESIGN, INDUSTRY.MARKETING],
    genreIds: [1, 2],
    workMode: 'REMOTE',
    type: 'FREELANCE/CONTRACT',
    subType: 'PARTTIME',
    level: 'MID',
    positionId: 23,
    duration: 3,
    isIr35: 0,
    compensationUnit: 'DAY',
    minimumBudget: 400,
    maximumBudget: 500,
    skills: [{ id: 20, mustHave: true }, { id: 21 }, { id: 23 }, { id: 30 }],
    qualifications: [{ id: 17 }],
    followUp: FOLLOW_UP,
    postedDaysAgo: 2,
    views: 37,
  },
  {
    key: 'film',
    target: 'PROJECT',
    title: 'Spring Garden Campaign Film',
    description:
      'A 30-second hero film and six social cut-downs for our spring garden campaign, shot at two of our stores and one customer’s garden.\n\nPlease include a treatment, a crew outline and a production schedule that delivers by the end of March.',
    location: 'London, Greater London, England',
    genreIds: [2, 28],
    duration: 1,
    serviceIds: [3, 6],
    minimumBudget: 12_000,
    maximumBudget: 18_000,
    followUp: 'Thank you for your proposal. We will be in touch if we would like to meet.',
    postedDaysAgo: 7,
    views: 64,
  },
  {
    key: 'ecommerce',
    target: 'PROJECT',
    title: 'E-commerce Site Redesign',
    description:
      'Redesign our online shop’s product listing and product pages for mobile, with a small design system our in-house team can extend.\n\nWe would like research with our customers, prototypes, and a build on our Shopify theme.',
    location: 'London, Greater London, England',
    genreIds: [2, 4],
    duration: 4,
    serviceIds: [16, 1, 8],
    minimumBudget: 15_000,
    maximumBudget: 25_000,
    followUp: 'Thank you for your proposal. We will be in touch if we would like to meet.',
    postedDaysAgo: 12,
    views: 88,
  },
  {
    key: 'brand',
    target: 'PROJECT',
    title: 'Garden Range Brand Identity',
    description:
      'A new identity for our own-brand garden range: name, logo, colour and type, and the packaging system that carries them across 120 products.\n\nWe would like two routes, one chosen for development, and guidelines our suppliers can follow.',
    location: 'London, Greater London, England',
    genreIds: [2, 19],
    duration: 4,
    serviceIds: [11, 8],
    minimumBudget: 8_000,
    maximumBudget: 14_000,
    followUp: 'Thank you for your proposal. We will be in touch if we would like to meet.',
    postedDaysAgo: 3,
    views: 21,
  },
];
