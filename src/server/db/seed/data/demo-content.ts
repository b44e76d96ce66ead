/**
 * The demo marketplace's content: the demo employer's posts (jobs and agency projects across
 * disciplines; one featured, one unpublished, one closed with its reason), the candidates and
 * agencies who applied, and what they sent. Only demo data (seed/demo.ts): every address is
 * `@demo.shortlist.test`, and phone numbers are from Ofcom's range reserved for drama
 * (020 7946 0000 to 0999).
 *
 * Taxonomy ids are the seed's fixed ids (industries.ts, genres.ts, …): each post's skills,
 * qualifications and position belong to its discipline and level, as the job form requires
 * (demo.test.ts checks them against the taxonomy service and the shared schemas).
 */
import type { CloseReason, CompensationUnit } from '../../../../shared/opportunities';
import { INDUSTRY } from './industries';
import type { JobLevelKey } from './job-levels';

/** An applicant account besides the three sign-in accounts (DEMO_ACCOUNTS). */
export interface DemoApplicant {
  key: string;
  email: string;
  type: 'FREELANCER' | 'AGENCY';
  firstName: string;
  lastName: string;
  position: string;
  bio: string;
  city: string;
  state: string;
  phone: string;
  /** What they are interested in (registration's industry), as INDUSTRY ids. */
  industryIds: readonly number[];
  /** The positions a candidate seeks. */
  positionIds?: readonly number[];
  /** The agency the account owns (AGENCY only). */
  agency?: {
    company: string;
    bio: string;
    description: string;
    website: string;
    locations: string[];
    serviceIds: readonly number[];
    /** Its category experience. */
    industryIds: readonly number[];
  };
}

/** The demo candidate and the demo agency of DEMO_ACCOUNTS apply too, under these keys. */
export const DEMO_CANDIDATE_KEY = 'candidate';
export const DEMO_AGENCY_KEY = 'agency';

export const DEMO_APPLICANTS: readonly DemoApplicant[] = [
  {
    key: 'noah',
    email: 'noah.patel@demo.shortlist.test',
    type: 'FREELANCER',
    firstName: 'Noah',
    lastName: 'Patel',
    position: 'Packaging Designer',
    bio: 'Packaging and point-of-sale designer from Leeds: six years with grocery and homeware brands, from structural concepts to print-ready artwork.',
    city: 'Leeds',
    state: 'West Yorkshire',
    phone: '+442079460411',
    industryIds: [INDUSTRY.DESIGN],
    positionIds: [23],
  },
  {
    key: 'grace',
    email: 'grace.okafor@demo.shortlist.test',
    type: 'FREELANCER',
    firstName: 'Grace',
    lastName: 'Okafor',
    position: 'Copywriter',
    bio: 'Retail copywriter: campaign lines, product pages and emails that sell, for high-street and online brands.',
    city: 'Bristol',
    state: 'Bristol',
    phone: '+442079460412',
    industryIds: [INDUSTRY.CONTENT],
    positionIds: [82, 86],
  },
  {
    key: 'liam',
    email: 'liam.walsh@demo.shortlist.test',
    type: 'FREELANCER',
    firstName: 'Liam',
    lastName: 'Walsh',
    position: 'Social Media Executive',
    bio: 'Social media executive who grew a garden-centre chain’s Instagram from 4k to 60k followers with short-form video and community work.',
    city: 'Manchester',
    state: 'Greater Manchester',
    phone: '+442079460413',
    industryIds: [INDUSTRY.SOCIAL],
    positionIds: [111],
  },
  {
    key: 'sofia',
    email: 'sofia.marino@demo.shortlist.test',
    type: 'FREELANCER',
    firstName: 'Sofia',
    lastName: 'Marino',
    position: 'Senior Designer',
    bio: 'Senior designer across brand identity and packaging, previously at two London branding agencies.',
    city: 'London',
    state: 'Greater London',
    phone: '+442079460414',
    industryIds: [INDUSTRY.DESIGN],
    positionIds: [25, 27],
  },
  {
    key: 'northlight',
    email: 'maya.collins@demo.shortlist.test',
    type: 'AGENCY',
    firstName: 'Maya',
    lastName: 'Collins',
    position: 'Executive Producer',
    bio: 'Executive producer at Northlight Films.',
    city: 'London',
    state: 'Greater London',
    phone: '+442079460415',
    industryIds: [INDUSTRY.FILM],
    agency: {
      company: 'Northlight Films',
      bio: 'A London production company making commercials and branded films for retail and lifestyle brands.',
      description:
        'Northlight Films makes commercials, social cut-downs and branded documentaries, from treatment to grade, with a core team of twelve and a trusted crew network.',
      website: 'https://northlight.example',
      locations: ['London, United Kingdom'],
      serviceIds: [3, 6, 17],
      industryIds: [INDUSTRY.FILM, INDUSTRY.ADVERTISING],
    },
  },
  {
    key: 'pixelpine',
    email: 'owen.price@demo.shortlist.test',
    type: 'AGENCY',
    firstName: 'Owen',
    lastName: 'Price',
    position: 'Founder',
    bio: 'Founder of Pixel & Pine, a Cardiff e-commerce studio.',
    city: 'Cardiff',
    state: 'Cardiff',
    phone: '+442079460416',
    industryIds: [INDUSTRY.DIGITAL],
    agency: {
      company: 'Pixel & Pine Digital',
      bio: 'An e-commerce design and build studio in Cardiff, specialising in Shopify and headless storefronts.',
      description:
        'Pixel & Pine Digital designs and builds online shops for home, garden and lifestyle retailers, with UX research, design systems and performance work in house.',
      website: 'https://pixelandpine.example',
      locations: ['Cardiff, United Kingdom'],
      serviceIds: [1, 16, 8],
      industryIds: [INDUSTRY.DIGITAL, INDUSTRY.DESIGN],
    },
  },
];

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

/** A file an applicant sent: a small real PDF written through the FileStore. */
export interface DemoFile {
  /** The name it was uploaded under (the download's name). */
  name: string;
  /** Its text: the first line as a heading. */
  lines: readonly string[];
}

export interface DemoApplication {
  post: string;
  /** A DEMO_APPLICANTS key, or DEMO_CANDIDATE_KEY / DEMO_AGENCY_KEY for the sign-in accounts. */
  applicant: string;
  /** Days after the post went up. */
  daysAfterPosting: number;
  reason: string;
  resume?: DemoFile;
  document?: DemoFile;
}

const cv = (name: string, title: string, lines: readonly string[]): DemoFile => ({
  name: `${name} CV.pdf`,
  lines: [`${name}: ${title}`, '', ...lines],
});

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    post: 'packaging',
    applicant: DEMO_CANDIDATE_KEY,
    daysAfterPosting: 1,
    reason:
      'I have designed own-brand packaging for two UK retailers and would love to bring that to your garden ranges. My CV and a short portfolio are attached.',
    resume: cv('Amelia Hart', 'Senior Graphic Designer', [
      'London | candidate@demo.shortlist.test',
      '',
      'Freelance brand and packaging designer, 2021 to now',
      'Own-brand ranges for FMCG, retail and charity clients.',
      '',
      'Senior Designer, Granary Studio, London, 2017 to 2021',
      'Led packaging for a 300-product homeware range.',
      '',
      'BA (Hons) Graphic Design, Kingston University',
    ]),
    document: {
      name: 'Amelia Hart portfolio.pdf',
      lines: [
        'Amelia Hart: selected packaging work',
        '',
        '1. Garden essentials range: 120 products, one system.',
        '2. Seasonal gift packs: foiled board, recycled inks.',
        '3. Charity shop own brand: identity and packaging.',
      ],
    },
  },
  {
    post: 'packaging',
    applicant: 'noah',
    daysAfterPosting: 3,
    reason:
      'Six years of grocery and homeware packaging, most recently a 250-product own-brand refresh. Happy to be in London three days a week.',
    resume: cv('Noah Patel', 'Packaging Designer', [
      'Leeds | noah.patel@demo.shortlist.test',
      '',
      'Packaging Designer, Fieldhouse Brands, 2019 to now',
      'Own-brand grocery and homeware packaging.',
      '',
      'BA (Hons) Graphic Design, Leeds Arts University',
    ]),
  },
  {
    post: 'packaging',
    applicant: 'sofia',
    daysAfterPosting: 5,
    reason:
      'Brand and packaging designer looking for a senior in-house role. Portfolio on request.',
  },
  {
    post: 'copywriter',
    applicant: 'grace',
    daysAfterPosting: 1,
    reason:
      'I wrote last spring’s campaign for a high-street homeware chain, posters to emails. Available three days a week from next month.',
    resume: cv('Grace Okafor', 'Copywriter', [
      'Bristol | grace.okafor@demo.shortlist.test',
      '',
      'Freelance copywriter, 2020 to now',
      'Campaigns, product pages and CRM for retail brands.',
    ]),
  },
  {
    post: 'copywriter',
    applicant: DEMO_CANDIDATE_KEY,
    daysAfterPosting: 2,
    reason: 'I write as well as design, and know garden retail well. Could start straight away.',
  },
  {
    post: 'social',
    applicant: 'liam',
    daysAfterPosting: 4,
    reason:
      'I grew a garden-centre chain’s Instagram from 4k to 60k followers with short-form video. I would love to do the same for Northbank.',
    resume: cv('Liam Walsh', 'Social Media Executive', [
      'Manchester | liam.walsh@demo.shortlist.test',
      '',
      'Social Media Executive, Greenway Garden Centres, 2022 to now',
    ]),
  },
  {
    post: 'social',
    applicant: 'grace',
    daysAfterPosting: 6,
    reason: 'Copywriter with two years of social content for retail brands.',
  },
  {
    post: 'social',
    applicant: DEMO_CANDIDATE_KEY,
    daysAfterPosting: 8,
    reason:
      'I design the social templates and short-form video graphics for two of my retail clients and would enjoy running the channels too.',
  },
  {
    post: 'film',
    applicant: DEMO_AGENCY_KEY,
    daysAfterPosting: 2,
    reason:
      'Brightwater has made spring campaigns for two garden brands. Our proposal covers the hero film, cut-downs and a three-week schedule.',
    document: {
      name: 'Brightwater Creative proposal.pdf',
      lines: [
        'Brightwater Creative: Spring Garden Campaign Film',
        '',
        'Treatment: one family, one garden, one weekend.',
        'Deliverables: 30-second hero film, six social cut-downs.',
        'Schedule: pre-production 1 week, shoot 2 days, post 2 weeks.',
        'Budget: £16,500 all in.',
      ],
    },
  },
  {
    post: 'film',
    applicant: 'northlight',
    daysAfterPosting: 3,
    reason:
      'Northlight shoots retail commercials every spring; our director and DoP are available in March.',
    document: {
      name: 'Northlight Films credentials.pdf',
      lines: [
        'Northlight Films: credentials',
        '',
        'Commercials and branded films for retail and lifestyle brands since 2014.',
        'Recent work: garden furniture launch film, supermarket Christmas social series.',
      ],
    },
  },
  {
    post: 'ecommerce',
    applicant: 'pixelpine',
    daysAfterPosting: 2,
    reason:
      'We design and build Shopify stores for home and garden retailers, and would start with a week of customer research.',
  },
];
