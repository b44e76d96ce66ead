/**
 * The demo's applicants: the candidates and agencies who applied to the demo employer's posts
 * (modules/opportunities/demo-posts.ts), and what they sent. Only demo data (seed/demo.ts):
 * every address is `@demo.shortlist.test`, and phone numbers are from Ofcom's range reserved
 * for drama (020 7946 0000 to 0999).
 */
import { INDUSTRY } from '../taxonomies';

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
