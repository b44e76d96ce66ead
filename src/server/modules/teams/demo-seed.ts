/**
 * The demo's teams (seeded by seed/demo.ts): their members and the owners' posts they see, and
 * the demo companies' drawn logos. The teams module's seed door: only the seed layer imports it
 * (docs/module-doors.md).
 */
import { sql } from 'drizzle-orm';
import type { TeamType } from '../../../shared/users';
import type { Database } from '../../db/database';
import { files, teamUserAssociations, teamUsers, teams } from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { contentOf } from '../../platform/demo-seed-kit';
import { pngOf, type Rgb } from '../../platform/png';

/** A demo member's place: the team, the member, and whose posts they see (employers). */
export interface DemoMembership {
  teamId: number | undefined;
  userId: number | undefined;
  associateId?: number;
  /** Members may not post unless said. */
  canPostJobs?: boolean;
}

/**
 * The demo team members join their teams as members, who may not post unless said; the
 * employer's sees the owner's posts. One statement a table for all of them.
 */
export async function joinDemoMembers(tx: Database, memberships: DemoMembership[]): Promise<void> {
  const joining = memberships.flatMap(({ teamId, userId, associateId, canPostJobs = false }) =>
    teamId === undefined || userId === undefined
      ? []
      : [{ teamId, userId, associateId, canPostJobs }],
  );
  if (joining.length === 0) return;
  await tx
    .insert(teamUsers)
    .values(
      joining.map(({ teamId, userId, canPostJobs }) => ({
        teamId,
        userId,
        role: 'member' as const,
        canPostJobs,
      })),
    )
    .onConflictDoNothing();
  const associations = joining.flatMap(({ teamId, userId, associateId }) =>
    associateId === undefined ? [] : [{ teamId, userId, associateId }],
  );
  if (associations.length === 0) return;
  await tx.insert(teamUserAssociations).values(associations).onConflictDoNothing();
}

/** A folder seeded before the content: the team `ownerId` owns is already there. */
export async function ownedTeamId(
  tx: Database,
  ownerId: number | undefined,
  type: TeamType,
): Promise<number | undefined> {
  if (ownerId === undefined) return undefined;
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(sql`${teams.ownerId} = ${ownerId} and ${teams.type} = ${type}`)
    .orderBy(teams.id)
    .limit(1);
  return team?.id;
}

/** A demo company's logo (160 × 160): a ring around a dot on its colour, drawn here too. */
export function demoLogoPng({ background, mark }: DemoLogo, size = 160): Buffer {
  return pngOf(size, (x, y) => {
    const distance = Math.hypot(x - size / 2, y - size / 2);
    const ring = distance >= size * 0.26 && distance <= size * 0.34;
    return ring || distance <= size * 0.12 ? mark : background;
  });
}

export interface DemoLogo {
  background: Rgb;
  mark: Rgb;
}

/** The demo companies' and agency's logos, by team name. */
const DEMO_LOGOS: ReadonlyMap<string, DemoLogo> = new Map([
  ['Northbank Retail Group', { background: [22, 101, 52], mark: [220, 252, 231] }],
  ['Harbour & Pine Studio', { background: [30, 64, 175], mark: [254, 243, 199] }],
  ['Brightwater Creative', { background: [109, 40, 217], mark: [237, 233, 254] }],
]);

/** The name a demo logo was uploaded under. */
const logoFileName = (company: string) => `${company} logo.png`;

/**
 * The new demo teams' logos, written to `store` with their file rows, in two statements
 * whatever their number (so their profiles, the switcher and Edit Profile have one).
 */
export async function insertTeamLogos(
  tx: Database,
  newTeams: readonly { id: number; ownerId: number; company: string }[],
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  if (!store) return;
  const logos = await Promise.all(
    newTeams.flatMap((team) => {
      const logo = DEMO_LOGOS.get(team.company);
      if (!logo) return [];
      const bytes = demoLogoPng(logo);
      const storedName = newStoredName('png');
      written.push(storedName);
      return [
        store.write(storedName, contentOf(bytes)).then(() => ({
          team,
          file: {
            ownerId: team.ownerId,
            kind: 'logo' as const,
            storedName,
            originalName: logoFileName(team.company),
            contentType: 'image/png',
            size: bytes.byteLength,
          },
        })),
      ];
    }),
  );
  if (logos.length === 0) return;
  await tx.insert(files).values(logos.map(({ file }) => file));
  const avatars = logos.map(({ team, file }) => ({
    id: team.id,
    avatar: `/files/${file.storedName}`,
  }));
  await tx.execute(sql`
    update ${teams} set avatar = v.avatar
    from jsonb_to_recordset(${JSON.stringify(avatars)}::jsonb) as v(id integer, avatar text)
    where ${teams.id} = v.id`);
}
