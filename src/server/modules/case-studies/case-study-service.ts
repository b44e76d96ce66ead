/**
 * Agencies' case studies (`case-studies`, `case-study/add`, `case-study/{id}`,
 * `case-study/edit/{id}`; the employer's `case-study/{id}`):
 * - the agency's own users (its AGENCY owner and GUEST members) read them;
 * - any signed-in ACTIVE company or agency user lists any agency's (agency profiles, the
 *   network, the marketplace); one opens (`caseStudy`) on the employer side for COMPANY
 *   accounts only, the brief's "case-study/{id} (company only)": a company's GUEST member gets
 *   NOT_FOUND, as a candidate, or anyone else, does;
 * - only the AGENCY owner of the active agency team creates, edits and deletes them.
 * A new thumbnail or media image is the caller's own upload of its kind (modules/files).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseStudies, caseStudyImages, teams, users } from '../../db/schema';
import { badUserInput, forbidden, notFound } from '../../platform/domain-error';
import {
  numberedPage,
  pageWindow,
  windowTotal,
  type NumberedPage,
  type NumberedPageRequest,
} from '../../platform/paging';
import type { CaseStudyBlock } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import type {
  CaseStudyBlockValues,
  CaseStudyValues,
} from '../../../shared/validation/case-studies';
import type { FileService } from '../files';
import type { Actor } from '../identity';
import type { CaseStudyRecord } from './mappers';

export type { CaseStudyRecord } from './mappers';

const m = messages.caseStudies;
/** The most rows one page may ask for. */
const PAGE_SIZE_MAX = 100;

export interface CaseStudyPageRequest extends NumberedPageRequest {
  agencyId?: number | null;
}

/**
 * One statement's columns: the case study, its team and the team owner's agency name (joined
 * from `teams` and its owner in `users`; the marketplace reads its pages with them too).
 */
export const recordColumns = {
  id: caseStudies.id,
  teamId: caseStudies.teamId,
  title: caseStudies.title,
  description: caseStudies.description,
  thumbnail: caseStudies.thumbnail,
  externalUrl: caseStudies.externalUrl,
  videoUrl: caseStudies.videoUrl,
  content: caseStudies.content,
  createdAt: caseStudies.createdAt,
  updatedAt: caseStudies.updatedAt,
  company: teams.company,
  avatar: teams.avatar,
  agencyName: users.agencyName,
};

/** A row of `recordColumns`: the record's own fields, its agency's as read. */
type RecordRow = Omit<CaseStudyRecord, 'content' | 'agency' | 'canEdit'> & {
  content: CaseStudyBlock[] | null;
  company: string;
  avatar: string | null;
  agencyName: string | null;
};

/** Whether the caller is an agency user acting for `teamId` (its owner or a GUEST member). */
function actsFor(actor: Actor, teamId: number): boolean {
  return actor.activeTeam?.team.type === 'AGENCY' && actor.activeTeam.team.id === teamId;
}

/** Whether the caller may read other agencies' case studies: a signed-in ACTIVE company or agency user. */
function browsesAgencies(actor: Actor): boolean {
  const type = actor.activeTeam?.team.type;
  return actor.user.status === 'ACTIVE' && (type === 'COMPANY' || type === 'AGENCY');
}

/**
 * Whether the caller may open one case study (`case-study/{id}`): its agency's own users, any
 * ACTIVE agency user (the network), and on the employer side COMPANY accounts only (the brief:
 * "case-study/{id} (company only)"; a company's GUEST members are refused, though they see the
 * marketplace's cards and an agency's list).
 */
function readsCaseStudy(actor: Actor, teamId: number): boolean {
  if (actsFor(actor, teamId)) return true;
  if (!browsesAgencies(actor)) return false;
  return actor.activeTeam?.team.type === 'AGENCY' || actor.user.type === 'COMPANY';
}

/** The active agency team, when the caller is its AGENCY owner: who may edit case studies. */
function ownedAgencyTeamId(actor: Actor): number | null {
  const team = actor.activeTeam?.team;
  if (actor.user.type !== 'AGENCY' || team?.type !== 'AGENCY') return null;
  return team.ownerId === actor.user.id ? team.id : null;
}

export class CaseStudyService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
  ) {}

  /**
   * The active agency team's case studies, or with `agencyId` any agency's (for company and
   * agency users): newest first, in numbered pages. Two statements whatever the page's length.
   */
  async list(actor: Actor, request: CaseStudyPageRequest): Promise<NumberedPage<CaseStudyRecord>> {
    let teamId: number;
    if (request.agencyId === undefined || request.agencyId === null) {
      if (actor.activeTeam?.team.type !== 'AGENCY') throw forbidden(m.agencyOnly);
      teamId = actor.activeTeam.team.id;
    } else {
      teamId = request.agencyId;
      if (!actsFor(actor, teamId) && !browsesAgencies(actor)) throw notFound(m.notFound);
      const [team] = await this.db
        .select({ type: teams.type })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1);
      if (team?.type !== 'AGENCY') throw notFound(m.notFound);
    }
    const window = pageWindow(request, PAGE_SIZE_MAX);
    const rows = await this.db
      .select({ ...recordColumns, total: windowTotal() })
      .from(caseStudies)
      .innerJoin(teams, eq(teams.id, caseStudies.teamId))
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(eq(caseStudies.teamId, teamId))
      .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
      .limit(window.limit)
      .offset(window.offset);
    return numberedPage(
      rows,
      window,
      () => this.db.$count(caseStudies, eq(caseStudies.teamId, teamId)),
      (row) => this.recordOf(actor, row),
    );
  }

  /** One case study, for those readsCaseStudy names (a company's GUEST not); else NOT_FOUND. */
  async get(actor: Actor, id: number): Promise<CaseStudyRecord> {
    const row = await this.find(id);
    if (!row || !readsCaseStudy(actor, row.teamId)) {
      throw notFound(m.notFound);
    }
    return this.recordOf(actor, row);
  }

  async create(actor: Actor, values: CaseStudyValues): Promise<CaseStudyRecord> {
    const teamId = ownedAgencyTeamId(actor);
    if (teamId === null) throw forbidden(m.ownerOnly);
    const thumbnail = values.thumbnail_file_id
      ? await this.upload(actor, values.thumbnail_file_id, 'thumbnail', 'input.thumbnail_file_id')
      : null;
    const content = await this.blocks(actor, values.content, []);
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(caseStudies)
        .values({
          teamId,
          title: values.title,
          description: values.description,
          thumbnail,
          externalUrl: values.external_url ?? null,
          videoUrl: values.video_url ?? null,
          content,
          createdBy: actor.user.id,
        })
        .returning({ id: caseStudies.id });
      if (!created) throw new Error('case study not inserted');
      await insertImages(tx, created.id, content);
      return created.id;
    });
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, values: CaseStudyValues): Promise<CaseStudyRecord> {
    const current = await this.editable(actor, id);
    // No new upload keeps the thumbnail shown now.
    const thumbnail = values.thumbnail_file_id
      ? await this.upload(actor, values.thumbnail_file_id, 'thumbnail', 'input.thumbnail_file_id')
      : current.thumbnail;
    const content = await this.blocks(actor, values.content, current.content ?? []);
    await this.db.transaction(async (tx) => {
      await tx
        .update(caseStudies)
        .set({
          title: values.title,
          description: values.description,
          thumbnail,
          externalUrl: values.external_url ?? null,
          videoUrl: values.video_url ?? null,
          content,
          updatedAt: new Date(),
        })
        .where(eq(caseStudies.id, id));
      await tx.delete(caseStudyImages).where(eq(caseStudyImages.caseStudyId, id));
      await insertImages(tx, id, content);
    });
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: number): Promise<number> {
    await this.editable(actor, id);
    await this.db.delete(caseStudies).where(eq(caseStudies.id, id));
    return id;
  }

  /**
   * A case study the caller may change: NOT_FOUND when they may not even read it,
   * FORBIDDEN when they read it but are not its agency's AGENCY owner acting for it.
   */
  private async editable(actor: Actor, id: number): Promise<RecordRow> {
    const row = await this.find(id);
    if (!row || (!actsFor(actor, row.teamId) && !browsesAgencies(actor))) {
      throw notFound(m.notFound);
    }
    if (ownedAgencyTeamId(actor) !== row.teamId) throw forbidden(m.ownerOnly);
    return row;
  }

  private async find(id: number): Promise<RecordRow | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const [row] = await this.db
      .select(recordColumns)
      .from(caseStudies)
      .innerJoin(teams, eq(teams.id, caseStudies.teamId))
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(and(eq(caseStudies.id, id), eq(teams.type, 'AGENCY')))
      .limit(1);
    return row ?? null;
  }

  /**
   * The blocks to store: a new image is the caller's `case-study-media` upload; a kept one
   * must be an image this case study already shows (nobody borrows another's file path).
   */
  private async blocks(
    actor: Actor,
    values: readonly CaseStudyBlockValues[],
    current: readonly CaseStudyBlock[],
  ): Promise<CaseStudyBlock[]> {
    const shown = new Set(
      current.flatMap((block) => (block.layout === 'image' ? [block.attributes.image] : [])),
    );
    const blocks: CaseStudyBlock[] = [];
    for (const [index, block] of values.entries()) {
      const field = `input.content.${index}`;
      if (block.layout === 'video') {
        blocks.push({ layout: 'video', key: randomUUID(), attributes: { url: block.url ?? '' } });
      } else if (block.image_file_id) {
        const image = await this.upload(actor, block.image_file_id, 'case-study-media', field);
        blocks.push({ layout: 'image', key: randomUUID(), attributes: { image } });
      } else if (block.image && shown.has(block.image)) {
        blocks.push({ layout: 'image', key: randomUUID(), attributes: { image: block.image } });
      } else {
        throw badUserInput({ [field]: [m.imageMissing] }, m.imageMissing);
      }
    }
    return blocks;
  }

  private upload(
    actor: Actor,
    fileId: string,
    kind: 'thumbnail' | 'case-study-media',
    field: string,
  ): Promise<string> {
    return this.files.ownedImageUrl(fileId, actor.user.id, kind, field);
  }

  private recordOf(actor: Actor, row: RecordRow): CaseStudyRecord {
    return caseStudyRecordOf(row, ownedAgencyTeamId(actor) === row.teamId);
  }
}

/** A row of `recordColumns` as a record (the caller's right to edit it decided apart). */
export function caseStudyRecordOf(row: RecordRow, canEdit: boolean): CaseStudyRecord {
  return {
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    externalUrl: row.externalUrl,
    videoUrl: row.videoUrl,
    content: row.content ?? [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    agency: {
      id: row.teamId,
      company: row.company,
      agencyName: row.agencyName || row.company,
      avatar: row.avatar,
    },
    canEdit,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertImages(tx: Transaction, caseStudyId: number, content: CaseStudyBlock[]) {
  const images = [
    ...new Set(content.flatMap((b) => (b.layout === 'image' ? [b.attributes.image] : []))),
  ];
  if (images.length === 0) return;
  await tx.insert(caseStudyImages).values(images.map((image) => ({ caseStudyId, image })));
}
