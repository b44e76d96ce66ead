/**
 * The demo agency's case studies (Brightwater Creative, agency@demo.shortlist.test): nine,
 * so its Case Studies list pages (8 + 1), each with a drawn thumbnail and some with media
 * (drawn images, video links). Seeded once per database with the rest of the demo content
 * (seedDemo), in one statement a table whatever the numbers of rows; the demo snapshot carries
 * their images, and its first start moves their dates with the others' (settleSnapshot).
 */
import { richTextFromPlain } from '../../../shared/rich-text';
import type { CaseStudyBlock } from '../../../shared/case-studies';
import type { Database } from '../../db/database';
import { caseStudies, caseStudyImages } from '../../db/schema';
import { storeImages, type DemoDrawing, type DemoFiles } from '../../platform/demo-seed-kit';
import type { Rgb } from '../../platform/png';

interface DemoMedium {
  /** An image drawn in these colours, or a video page's address. */
  image?: { base: Rgb; accent: Rgb };
  video?: string;
}

interface DemoCaseStudy {
  title: string;
  description: string;
  externalUrl?: string;
  videoUrl?: string;
  daysAgo: number;
  /** The thumbnail's colours: blocks of a layout on a board, as a project's cover. */
  thumbnail: { board: Rgb; block: Rgb; accent: Rgb };
  media?: readonly DemoMedium[];
}

const SITE = 'https://brightwater.example/work';

export const DEMO_CASE_STUDIES: readonly DemoCaseStudy[] = [
  {
    title: 'Harbour Brewing Co. rebrand',
    description:
      'A new identity for a seaside brewery: a wordmark cut from old harbour signage, a label system for twelve beers and a taproom fit-out. Sales through independent bottle shops rose 40% in the first year.',
    externalUrl: `${SITE}/harbour-brewing`,
    videoUrl: 'https://vimeo.example/brightwater/harbour-brewing',
    daysAgo: 3,
    thumbnail: { board: [224, 242, 254], block: [3, 105, 161], accent: [251, 191, 36] },
    media: [
      { image: { base: [3, 105, 161], accent: [251, 191, 36] } },
      { image: { base: [251, 191, 36], accent: [3, 105, 161] } },
      { video: 'https://vimeo.example/brightwater/harbour-brewing-taproom' },
    ],
  },
  {
    title: 'Westcountry Rail booking site',
    description:
      'A faster, accessible booking journey for a regional rail operator: fewer steps to a ticket, WCAG 2.2 AA throughout, and a 22% rise in tickets bought on mobile.',
    externalUrl: `${SITE}/westcountry-rail`,
    daysAgo: 11,
    thumbnail: { board: [241, 245, 249], block: [30, 64, 175], accent: [239, 68, 68] },
    media: [{ image: { base: [30, 64, 175], accent: [241, 245, 249] } }],
  },
  {
    title: 'Clifton Museum exhibition campaign',
    description:
      'Posters, social films and a microsite for a summer exhibition on Bristol shipbuilding. The campaign reached 1.2 million people and the exhibition sold out its first month.',
    videoUrl: 'https://vimeo.example/brightwater/clifton-museum',
    daysAgo: 19,
    thumbnail: { board: [254, 243, 199], block: [120, 53, 15], accent: [217, 119, 6] },
    media: [
      { video: 'https://vimeo.example/brightwater/clifton-museum-trailer' },
      { image: { base: [120, 53, 15], accent: [254, 243, 199] } },
    ],
  },
  {
    title: 'Greenleaf Grocers app',
    description:
      'An ordering app for an organic grocer with six shops: weekly boxes, substitutions the customer approves, and delivery slots that fill evenly across the week.',
    externalUrl: `${SITE}/greenleaf`,
    daysAgo: 28,
    thumbnail: { board: [220, 252, 231], block: [21, 128, 61], accent: [250, 204, 21] },
  },
  {
    title: 'Avon Housing tenant portal',
    description:
      'A plain-English portal where tenants report repairs, pay rent and follow their requests. Calls to the contact centre fell by a quarter within three months.',
    daysAgo: 36,
    thumbnail: { board: [237, 233, 254], block: [109, 40, 217], accent: [16, 185, 129] },
    media: [{ image: { base: [109, 40, 217], accent: [237, 233, 254] } }],
  },
  {
    title: 'Severn Cycles product launch',
    description:
      'Launch films, paid social and a product page for an electric cargo bike. Pre-orders covered the first production run twice over.',
    videoUrl: 'https://vimeo.example/brightwater/severn-cycles',
    daysAgo: 47,
    thumbnail: { board: [255, 237, 213], block: [194, 65, 12], accent: [30, 41, 59] },
  },
  {
    title: 'Bristol Food Festival identity',
    description:
      'A flexible identity for a three-day food festival: a type-led logo, signage for forty stalls and a programme designed to be read standing in a queue.',
    externalUrl: `${SITE}/food-festival`,
    daysAgo: 58,
    thumbnail: { board: [252, 231, 243], block: [190, 24, 93], accent: [234, 179, 8] },
    media: [
      { image: { base: [190, 24, 93], accent: [234, 179, 8] } },
      { image: { base: [234, 179, 8], accent: [190, 24, 93] } },
    ],
  },
  {
    title: 'Kingsdown Dental website',
    description:
      'A calm, clear website for a family dental practice with online booking, treatment prices up front and a new patient form that fills in their records.',
    daysAgo: 73,
    thumbnail: { board: [236, 254, 255], block: [14, 116, 144], accent: [244, 114, 182] },
  },
  {
    title: 'Marlow & Finch annual report',
    description:
      'An interactive annual report for an architecture practice: projects on a map, the year in numbers and a printed edition from the same files.',
    externalUrl: `${SITE}/marlow-finch`,
    daysAgo: 96,
    thumbnail: { board: [245, 245, 244], block: [68, 64, 60], accent: [202, 138, 4] },
  },
];

const thumbnailName = (study: DemoCaseStudy) => `${study.title} thumbnail.png`;
const mediumName = (study: DemoCaseStudy, index: number) => `${study.title} image ${index + 1}.png`;

/** A thumbnail: a layout's blocks on a board, the headline block in the accent colour. */
function thumbnailPng(draw: DemoDrawing, { board, block, accent }: DemoCaseStudy['thumbnail']) {
  const size = 320;
  return draw.png(size, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (u > 0.1 && u < 0.9 && v > 0.12 && v < 0.3) return accent;
    if (v > 0.38 && v < 0.86 && ((u > 0.1 && u < 0.46) || (u > 0.54 && u < 0.9))) return block;
    return board;
  });
}

/** A media image: diagonal bands of its colour and a blend, under a disc of its accent. */
function mediumPng(draw: DemoDrawing, { base, accent }: NonNullable<DemoMedium['image']>) {
  const size = 320;
  const blend: Rgb = [
    Math.round((base[0] + accent[0]) / 2),
    Math.round((base[1] + accent[1]) / 2),
    Math.round((base[2] + accent[2]) / 2),
  ];
  return draw.png(size, (x, y) => {
    if (Math.hypot(x - size * 0.62, y - size * 0.42) <= size * 0.2) return accent;
    return Math.floor((x + y) / (size * 0.16)) % 2 === 0 ? base : blend;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo agency's case studies, their images and the rows that keep their media files. */
export async function seedDemoCaseStudies(
  tx: Database,
  kit: DemoFiles & {
    now: Date;
    draw: DemoDrawing;
    teamId: number;
    ownerId: number;
  },
): Promise<void> {
  const { teamId, ownerId, draw } = kit;
  const paths = await storeImages(
    tx,
    kit,
    DEMO_CASE_STUDIES.flatMap((study) => [
      {
        ownerId,
        kind: 'thumbnail' as const,
        originalName: thumbnailName(study),
        bytes: thumbnailPng(draw, study.thumbnail),
      },
      ...(study.media ?? []).flatMap((medium, index) =>
        medium.image
          ? [
              {
                ownerId,
                kind: 'case-study-media' as const,
                originalName: mediumName(study, index),
                bytes: mediumPng(draw, medium.image),
              },
            ]
          : [],
      ),
    ]),
  );
  // Without a file store (a database with no data folder) an image block has nothing to show.
  const blocksOf = (study: DemoCaseStudy): CaseStudyBlock[] =>
    (study.media ?? []).flatMap((medium, index): CaseStudyBlock[] => {
      const key = `${thumbnailName(study)}-${index}`;
      if (medium.video) return [{ layout: 'video', key, attributes: { url: medium.video } }];
      const image = paths.get(mediumName(study, index));
      return image ? [{ layout: 'image', key, attributes: { image } }] : [];
    });
  const inserted = await tx
    .insert(caseStudies)
    .values(
      DEMO_CASE_STUDIES.map((study) => {
        const at = new Date(kit.now.getTime() - study.daysAgo * DAY_MS);
        return {
          teamId,
          title: study.title,
          description: JSON.stringify(richTextFromPlain(study.description)),
          thumbnail: paths.get(thumbnailName(study)) ?? null,
          externalUrl: study.externalUrl ?? null,
          videoUrl: study.videoUrl ?? null,
          content: blocksOf(study),
          createdBy: ownerId,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: caseStudies.id, content: caseStudies.content });
  const images = inserted.flatMap(({ id, content }) =>
    content.flatMap((block) =>
      block.layout === 'image' ? [{ caseStudyId: id, image: block.attributes.image }] : [],
    ),
  );
  if (images.length > 0) await tx.insert(caseStudyImages).values(images);
}
