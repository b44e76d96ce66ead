/**
 * The demo's agency network: eight more agencies with finished profiles (owners of type AGENCY
 * with the demo password, 1–2 locations, phones, a website, services among the network's chips,
 * category experience and a drawn logo) and one to three case studies each with a drawn
 * thumbnail, so the employer's Agency Marketplace and the agency's Network page through real
 * data on first start. Seeded once per database with the rest of the demo content (seedDemo),
 * in one statement a table whatever the numbers of rows.
 *
 * seedDemo (seed/demo.ts) hands in what it owns (its account rows, its PNG encoder): this file
 * imports nothing from it, which imports this one.
 */
import { sql } from 'drizzle-orm';
import { richTextFromPlain } from '../../../shared/rich-text';
import type { NETWORK_SERVICE_SLUGS } from '../../../shared/case-studies';
import type { FileStore } from '../../platform/files/file-store';
import { storeImages, type DemoDrawing } from '../../platform/demo-seed-kit';
import type { Rgb } from '../../platform/png';
import type { Database } from '../../db/database';
import {
  caseStudies,
  teamIndustries,
  teamServices,
  teamUsers,
  teams,
  users,
} from '../../db/schema';
import { INDUSTRY, SERVICES } from '../taxonomies';

type ServiceSlug = (typeof NETWORK_SERVICE_SLUGS)[number];

interface DemoCaseStudy {
  title: string;
  description: string;
  externalUrl?: string;
  /** How old it is: the marketplace lists newest first. */
  daysAgo: number;
  /** The thumbnail's colours: a sky over hills, as a project's hero picture. */
  thumbnail: { sky: Rgb; hills: Rgb; sun: Rgb };
}

interface DemoAgency {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  company: string;
  /** The first line is the cards' headline. */
  bio: string;
  description: string;
  website: string;
  locations: readonly string[];
  phones: readonly string[];
  city: string;
  services: readonly ServiceSlug[];
  industryIds: readonly number[];
  vetted?: boolean;
  logo: { background: Rgb; mark: Rgb };
  caseStudies: readonly DemoCaseStudy[];
}

// Phone numbers are from Ofcom's range reserved for drama (020 7946 0000 to 0999).
export const DEMO_AGENCIES: readonly DemoAgency[] = [
  {
    email: 'ashgrove@demo.shortlist.test',
    firstName: 'Daniel',
    lastName: 'Ashworth',
    position: 'Founder',
    company: 'Ashgrove Digital',
    bio: 'Websites and apps for ambitious northern brands.\nA team of twelve developers and designers in Manchester.',
    description:
      'Ashgrove Digital designs and builds websites, web apps and mobile apps for retailers, gyms and housing associations across the North West.',
    website: 'https://ashgrove.example',
    locations: ['Manchester, United Kingdom'],
    phones: ['+442079460601'],
    city: 'Manchester',
    services: ['web-development', 'mobile-development', 'digital-design', 'seo-services'],
    industryIds: [INDUSTRY.DIGITAL, INDUSTRY.MARKETING],
    vetted: true,
    logo: { background: [15, 118, 110], mark: [204, 251, 241] },
    caseStudies: [
      {
        title: 'Class booking app for a gym chain',
        description:
          'A booking app for 24 gyms: members book classes in two taps, and no-shows fell by a third in the first quarter.',
        externalUrl: 'https://ashgrove.example/work/gym-app',
        daysAgo: 4,
        thumbnail: { sky: [186, 230, 253], hills: [15, 118, 110], sun: [253, 224, 71] },
      },
      {
        title: 'Online shop rebuild for a garden centre',
        description:
          'A faster shop with click and collect, rebuilt in eight weeks without a day offline.',
        daysAgo: 37,
        thumbnail: { sky: [220, 252, 231], hills: [21, 128, 61], sun: [251, 146, 60] },
      },
    ],
  },
  {
    email: 'copperkettle@demo.shortlist.test',
    firstName: 'Hannah',
    lastName: 'Greaves',
    position: 'Creative Director',
    company: 'Copper Kettle Content',
    bio: 'Words that sell, from product pages to long reads.\nCopywriters and SEO specialists in Leeds.',
    description:
      'Copper Kettle Content writes websites, campaigns and guides for consumer brands, and makes sure people find them.',
    website: 'https://copperkettle.example',
    locations: ['Leeds, United Kingdom'],
    phones: ['+442079460602', '+442079460612'],
    city: 'Leeds',
    services: ['copywriting', 'seo-services', 'paid-social'],
    industryIds: [INDUSTRY.CONTENT, INDUSTRY.MARKETING],
    logo: { background: [154, 52, 18], mark: [255, 237, 213] },
    caseStudies: [
      {
        title: 'A year of guides for an outdoor brand',
        description:
          'Forty-eight buying guides that now bring in half of the shop’s search visitors.',
        daysAgo: 12,
        thumbnail: { sky: [254, 215, 170], hills: [154, 52, 18], sun: [255, 255, 255] },
      },
    ],
  },
  {
    email: 'fieldnote@demo.shortlist.test',
    firstName: 'Callum',
    lastName: 'Reid',
    position: 'Executive Producer',
    company: 'Fieldnote Films',
    bio: 'Documentary-style brand films and social video.\nShot in Scotland and anywhere a story takes us.',
    description:
      'Fieldnote Films makes brand documentaries, launch films and social cut-downs, from script to grade, with a small crew.',
    website: 'https://fieldnotefilms.example',
    locations: ['Glasgow, United Kingdom', 'Edinburgh, United Kingdom'],
    phones: ['+442079460603'],
    city: 'Glasgow',
    services: ['video-production', '3d-animations', 'paid-social'],
    industryIds: [INDUSTRY.FILM, INDUSTRY.SOCIAL],
    vetted: true,
    logo: { background: [30, 41, 59], mark: [250, 204, 21] },
    caseStudies: [
      {
        title: 'Distillery launch film',
        description:
          'A three-minute film about the people behind a new whisky, cut into twelve social edits.',
        externalUrl: 'https://fieldnotefilms.example/distillery',
        daysAgo: 2,
        thumbnail: { sky: [71, 85, 105], hills: [30, 41, 59], sun: [250, 204, 21] },
      },
      {
        title: 'Island ferries: a year on the water',
        description: 'A series of six short documentaries for a ferry operator’s anniversary.',
        daysAgo: 58,
        thumbnail: { sky: [165, 243, 252], hills: [14, 116, 144], sun: [255, 255, 255] },
      },
      {
        title: 'Animated safety guide for a rail operator',
        description: 'A 3D animated guide shown on every train, in five languages.',
        daysAgo: 90,
        thumbnail: { sky: [226, 232, 240], hills: [71, 85, 105], sun: [239, 68, 68] },
      },
    ],
  },
  {
    email: 'lanternloom@demo.shortlist.test',
    firstName: 'Isla',
    lastName: 'Fraser',
    position: 'Managing Partner',
    company: 'Lantern & Loom',
    bio: 'Brand identities with craft, from first mark to finished print.\nA studio in Edinburgh and London.',
    description:
      'Lantern & Loom builds identities, packaging and websites for food, drink and heritage brands, with printers and makers we have known for years.',
    website: 'https://lanternandloom.example',
    locations: ['Edinburgh, United Kingdom', 'London, United Kingdom'],
    phones: ['+442079460604', '+442079460614'],
    city: 'Edinburgh',
    services: [
      'brand-identity',
      'print-design',
      'digital-design',
      'copywriting',
      'web-development',
      '3d-animations',
    ],
    industryIds: [INDUSTRY.DESIGN, INDUSTRY.ADVERTISING],
    vetted: true,
    logo: { background: [120, 53, 15], mark: [254, 243, 199] },
    caseStudies: [
      {
        title: 'Identity and packaging for a craft bakery',
        description:
          'A new name, mark and packaging system for a bakery going from one shop to supermarket shelves.',
        externalUrl: 'https://lanternandloom.example/bakery',
        daysAgo: 6,
        thumbnail: { sky: [254, 243, 199], hills: [180, 83, 9], sun: [120, 53, 15] },
      },
      {
        title: 'Museum rebrand',
        description: 'An identity, signage and website for a city museum’s reopening.',
        daysAgo: 45,
        thumbnail: { sky: [231, 229, 228], hills: [87, 83, 78], sun: [220, 38, 38] },
      },
    ],
  },
  {
    email: 'meridian@demo.shortlist.test',
    firstName: 'Ravi',
    lastName: 'Mehta',
    position: 'Head of Performance',
    company: 'Meridian Performance',
    bio: 'Paid search and paid social that pays for itself.\nPerformance marketers in Birmingham.',
    description:
      'Meridian Performance plans and runs PPC and paid social for retailers and subscription brands, reporting weekly on what every pound earned.',
    website: 'https://meridianperformance.example',
    locations: ['Birmingham, United Kingdom'],
    phones: ['+442079460605'],
    city: 'Birmingham',
    services: ['ppc', 'paid-social', 'seo-services'],
    industryIds: [INDUSTRY.MARKETING, INDUSTRY.ADVERTISING],
    logo: { background: [29, 78, 216], mark: [219, 234, 254] },
    caseStudies: [
      {
        title: 'Halving cost per sale for a meal-kit brand',
        description: 'A rebuilt search account and new social creative: cost per sale down 52%.',
        daysAgo: 9,
        thumbnail: { sky: [219, 234, 254], hills: [29, 78, 216], sun: [34, 197, 94] },
      },
    ],
  },
  {
    email: 'northernpixel@demo.shortlist.test',
    firstName: 'Erin',
    lastName: 'Walsh',
    position: 'Studio Lead',
    company: 'Northern Pixel Studio',
    bio: '3D animation and motion design for products and places.\nA studio on Newcastle’s quayside.',
    description:
      'Northern Pixel Studio makes product animations, architectural fly-throughs and motion graphics for launches and trade shows.',
    website: 'https://northernpixel.example',
    locations: ['Newcastle upon Tyne, United Kingdom'],
    phones: ['+442079460606'],
    city: 'Newcastle upon Tyne',
    services: ['3d-animations', 'video-production', 'digital-design'],
    industryIds: [INDUSTRY.DESIGN, INDUSTRY.FILM],
    logo: { background: [88, 28, 135], mark: [243, 232, 255] },
    caseStudies: [
      {
        title: 'Product animation for a smart thermostat',
        description: 'A 60-second animation showing what is inside, used at launch and in store.',
        daysAgo: 15,
        thumbnail: { sky: [243, 232, 255], hills: [88, 28, 135], sun: [236, 72, 153] },
      },
      {
        title: 'Fly-through for a riverside development',
        description: 'A 3D fly-through of 300 new homes, shown before the first brick was laid.',
        daysAgo: 70,
        thumbnail: { sky: [191, 219, 254], hills: [55, 48, 163], sun: [253, 186, 116] },
      },
    ],
  },
  {
    email: 'oakline@demo.shortlist.test',
    firstName: 'Rhys',
    lastName: 'Morgan',
    position: 'Technical Director',
    company: 'Oakline Mobile',
    bio: 'Native and cross-platform apps, built to last.\nApp developers in Cardiff.',
    description:
      'Oakline Mobile builds iOS and Android apps and the web services behind them, and looks after them once they are live.',
    website: 'https://oakline.example',
    locations: ['Cardiff, United Kingdom'],
    phones: ['+442079460607'],
    city: 'Cardiff',
    services: ['mobile-development', 'web-development'],
    industryIds: [INDUSTRY.DIGITAL],
    logo: { background: [63, 98, 18], mark: [236, 252, 203] },
    caseStudies: [
      {
        title: 'Ticketing app for a rugby club',
        description: 'Season tickets on the phone, with 40,000 fans through the gates each match.',
        daysAgo: 21,
        thumbnail: { sky: [236, 252, 203], hills: [63, 98, 18], sun: [220, 38, 38] },
      },
    ],
  },
  {
    email: 'tidewater@demo.shortlist.test',
    firstName: 'Zara',
    lastName: 'Hughes',
    position: 'Director',
    company: 'Tidewater Social',
    bio: 'Social campaigns people actually share.\nStrategy, content and paid social from Brighton.',
    description:
      'Tidewater Social plans and runs social campaigns for lifestyle and travel brands, from the idea to the paid plan.',
    website: 'https://tidewatersocial.example',
    locations: ['Brighton, United Kingdom'],
    phones: ['+442079460608'],
    city: 'Brighton',
    services: ['paid-social', 'copywriting', 'brand-identity', 'video-production'],
    industryIds: [INDUSTRY.SOCIAL, INDUSTRY.PR],
    logo: { background: [190, 18, 60], mark: [255, 228, 230] },
    caseStudies: [
      {
        title: 'Summer campaign for a seaside hotel group',
        description: 'A creator-led summer campaign that filled midweek rooms in June.',
        daysAgo: 27,
        thumbnail: { sky: [254, 205, 211], hills: [190, 18, 60], sun: [253, 224, 71] },
      },
      {
        title: 'Relaunching a cider brand on social',
        description: 'A new voice, a content plan and paid social for a relaunch: followers up 4×.',
        daysAgo: 80,
        thumbnail: { sky: [254, 249, 195], hills: [161, 98, 7], sun: [190, 18, 60] },
      },
    ],
  },
];

/** The demo agencies' owners' addresses (the demo's known accounts). */
export const DEMO_AGENCY_EMAILS: readonly string[] = DEMO_AGENCIES.map((agency) => agency.email);

/** What seedDemo hands in. */
export interface DemoAgencyKit {
  now: Date;
  /** Where the images go; none for a database without a data folder. */
  store: FileStore | undefined;
  /** The stored names written, for seedDemo to remove if the transaction fails. */
  written: string[];
  /** A demo account's user row (seedDemo's: active, the demo password). */
  account: (fields: DemoAccountFields) => typeof users.$inferInsert;
  draw: DemoDrawing;
}

export type DemoAccountFields = Omit<typeof users.$inferInsert, 'passwordHash' | 'status'> & {
  email: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SERVICE_IDS = new Map(SERVICES.map((service) => [service.slug, service.id]));

const logoName = (agency: DemoAgency) => `${agency.company} logo.png`;
const thumbnailName = (study: DemoCaseStudy) => `${study.title} thumbnail.png`;

/**
 * A thumbnail: a sun over rolling hills, in the case study's colours, all inside the middle
 * band a 16:9 card shows.
 */
function thumbnailPng(
  draw: DemoDrawing,
  { sky, hills, sun }: DemoCaseStudy['thumbnail'],
  size = 320,
) {
  return draw.png(size, (x, y) => {
    const ridge = size * (0.62 + 0.08 * Math.sin((x / size) * Math.PI * 2.2));
    if (y >= ridge) return hills;
    return Math.hypot(x - size * 0.7, y - size * 0.42) <= size * 0.1 ? sun : sky;
  });
}

/**
 * The demo agencies, their owners, services, categories, logos and case studies. Accounts that
 * exist already (another process seeded them) are left as they are.
 */
export async function seedDemoAgencies(tx: Database, kit: DemoAgencyKit): Promise<void> {
  const created = await tx
    .insert(users)
    .values(
      DEMO_AGENCIES.map((agency) =>
        kit.account({
          email: agency.email,
          type: 'AGENCY',
          firstName: agency.firstName,
          lastName: agency.lastName,
          position: agency.position,
          company: agency.company,
          agencyName: agency.company,
          phone: agency.phones[0],
          city: agency.city,
          country: 'GB',
          vetted: agency.vetted ?? false,
        }),
      ),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const owned = created.flatMap((row) => {
    const agency = DEMO_AGENCIES.find((candidate) => candidate.email === row.email);
    return agency ? [{ agency, ownerId: row.id }] : [];
  });
  if (owned.length === 0) return;

  const newTeams = await tx
    .insert(teams)
    .values(
      owned.map(({ agency, ownerId }) => ({
        type: 'AGENCY' as const,
        ownerId,
        company: agency.company,
        bio: agency.bio,
        description: agency.description,
        website: agency.website,
        locations: [...agency.locations],
        phones: [...agency.phones],
        city: agency.city,
        country: 'GB',
      })),
    )
    .returning({ id: teams.id, ownerId: teams.ownerId });
  const placed = newTeams.map((team) => ({
    teamId: team.id,
    ownerId: team.ownerId,
    agency: owned.find((entry) => entry.ownerId === team.ownerId)!.agency,
  }));
  await tx.insert(teamUsers).values(
    placed.map(({ teamId, ownerId }) => ({
      teamId,
      userId: ownerId,
      role: 'admin' as const,
      canPostJobs: true,
    })),
  );
  await tx
    .insert(teamServices)
    .values(
      placed.flatMap(({ teamId, agency }) =>
        agency.services.map((slug) => ({ teamId, serviceId: SERVICE_IDS.get(slug)! })),
      ),
    );
  await tx
    .insert(teamIndustries)
    .values(
      placed.flatMap(({ teamId, agency }) =>
        agency.industryIds.map((industryId) => ({ teamId, industryId })),
      ),
    );

  // The images first: their stored names go into the teams' and case studies' rows.
  const images = await storeImages(
    tx,
    kit,
    placed.flatMap(({ ownerId, agency }) => [
      {
        ownerId,
        kind: 'logo' as const,
        originalName: logoName(agency),
        bytes: kit.draw.logo(agency.logo),
      },
      ...agency.caseStudies.map((study) => ({
        ownerId,
        kind: 'thumbnail' as const,
        originalName: thumbnailName(study),
        bytes: thumbnailPng(kit.draw, study.thumbnail),
      })),
    ]),
  );
  const pathOf = (originalName: string) => images.get(originalName) ?? null;
  const avatars = placed.flatMap(({ teamId, agency }) => {
    const avatar = pathOf(logoName(agency));
    return avatar ? [{ id: teamId, avatar }] : [];
  });
  if (avatars.length > 0) {
    await tx.execute(sql`
      update ${teams} set avatar = v.avatar
      from jsonb_to_recordset(${JSON.stringify(avatars)}::jsonb) as v(id integer, avatar text)
      where ${teams.id} = v.id`);
  }
  await tx.insert(caseStudies).values(
    placed.flatMap(({ teamId, ownerId, agency }) =>
      agency.caseStudies.map((study) => {
        const at = new Date(kit.now.getTime() - study.daysAgo * DAY_MS);
        return {
          teamId,
          title: study.title,
          description: JSON.stringify(richTextFromPlain(study.description)),
          thumbnail: pathOf(thumbnailName(study)),
          externalUrl: study.externalUrl ?? null,
          content: [],
          createdBy: ownerId,
          createdAt: at,
          updatedAt: at,
        };
      }),
    ),
  );
}
