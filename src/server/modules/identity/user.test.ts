import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createEmployer, createTeamMember } from '../../testing/fixtures';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../../db/schema';
import { serverModules } from '../index';

const ME_SMALL = /* GraphQL */ `
  {
    me {
      id
      type
      status
      name
      email
    }
  }
`;

const ME_WHOLE = /* GraphQL */ `
  {
    me {
      id
      company
      agency_name
      avatar
      teamType
      teamOwner
      industries {
        id
      }
      positions {
        id
      }
      services {
        id
      }
      teams {
        team_id
        active
      }
      activeTeam {
        team_id
        role
        team {
          id
          type
        }
      }
    }
  }
`;

interface MeData {
  me: {
    id: string;
    teamType: string | null;
    teamOwner: string | null;
    teams: { team_id: string; active: boolean }[];
    activeTeam: { team_id: string; role: string; team: { id: string; type: string } } | null;
  };
}

describe('User, resolved field by field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A token whose first request has been made, so counts see a warmed-up server. */
  async function signedIn(email: string, password: string): Promise<string> {
    const token = await t.login(email, password);
    expect((await t.graphql(ME_SMALL, { token })).errors).toBeUndefined();
    return token;
  }

  it('reads only the session, with who its user is, for the fields the session reads', async () => {
    const employer = await createEmployer(t.db);
    const token = await signedIn(employer.email, employer.password);
    let answer: Awaited<ReturnType<TestApp['graphql']>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await t.graphql(ME_SMALL, { token });
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data).toMatchObject({ me: { email: employer.email, type: 'COMPANY' } });
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });

  it("reads the rest of the row once, for any fields beyond the session's columns", async () => {
    const employer = await createEmployer(t.db);
    const token = await signedIn(employer.email, employer.password);
    const [row] = await t.db.select().from(users).where(eq(users.id, employer.user.id));
    let answer: Awaited<ReturnType<TestApp['graphql']>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await t.graphql(
        '{ me { id name phone city pronouns vetted languages looking_for position } }',
        { token },
      );
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data).toEqual({
      me: {
        id: String(row!.id),
        name: `${row!.firstName} ${row!.lastName}`,
        phone: row!.phone,
        city: row!.city,
        pronouns: row!.pronouns,
        vetted: row!.vetted,
        languages: row!.languages,
        looking_for: row!.lookingFor,
        position: row!.position,
      },
    });
    expect(statements).toBe(2);
  });

  it('has a resolver for every field the session does not read', () => {
    // A field left to the default resolver would answer null from a session's partial row.
    const sdl = readFileSync(new URL('./sessions.graphql', import.meta.url), 'utf8');
    const user = parse(sdl).definitions.find(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'User',
    );
    const sessionColumns = ['id', 'email', 'type', 'status'];
    // Every module's `User` fields count: `services` is the candidates module's (a candidate's
    // own), which asks identity for an agency's.
    const userResolvers = Object.assign(
      {},
      ...serverModules.flatMap((module) => module.resolvers ?? []).map((map) => map.User ?? {}),
    ) as Record<string, unknown>;
    const unresolved = (user?.fields ?? [])
      .map((field) => field.name.value)
      .filter((name) => !sessionColumns.includes(name) && !(name in userResolvers));
    expect(user?.fields?.length).toBeGreaterThan(40);
    expect(unresolved).toEqual([]);
  });

  it('answers every team-derived field with a handful of statements', async () => {
    const agency = await createAgency(t.db);
    const token = await signedIn(agency.email, agency.password);
    let answer: Awaited<ReturnType<TestApp['graphql']>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await t.graphql(ME_WHOLE, { token });
    });
    expect(answer?.errors).toBeUndefined();
    // Session with user, memberships, team industries, positions, team services.
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('answers activeTeam: the team the user acts for, as the server decides it', async () => {
    const employer = await createEmployer(t.db);
    const guest = await createTeamMember(t.db, employer.team, 'admin');
    const token = await t.login(guest.email, guest.password);
    const answer = await t.graphql<MeData>(ME_WHOLE, { token });
    expect(answer.errors).toBeUndefined();
    const me = answer.data!.me;
    expect(me.activeTeam).toMatchObject({
      team_id: String(employer.team.id),
      role: 'admin',
      team: { id: String(employer.team.id), type: employer.team.type },
    });
    expect(me.teamType).toBe(employer.team.type);
    expect(me.teams.find((membership) => membership.active)?.team_id).toBe(me.activeTeam?.team_id);
  });
});
