import { eq, inArray } from 'drizzle-orm';
import type { Group, TeamType, UserType } from '../../../shared/users';
import type { Database } from '../client';
import { creditEntries, settings, teamCredits, teamUsers, teams, users } from '../schema';

/** The password of every demo account (demo data only: never seeded with DATABASE_URL). */
export const DEMO_PASSWORD = 'Shortlist!2026';

/**
 * DEMO_PASSWORD's argon2id hash (the parameters of services/passwords.ts), computed once: the
 * password is public, and hashing it at run time was a tenth of a first start.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/IsYtOcBASfI1sXWrZGI8g$2sEBZJLnypZJVwSEhd9u/+A+bhjE/OWMHT8dOMaRLtw';

/** One demo account per route group. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'candidate@demo.shortlist.test', type: 'FREELANCER' },
  employer: { email: 'employer@demo.shortlist.test', type: 'COMPANY' },
  agency: { email: 'agency@demo.shortlist.test', type: 'AGENCY' },
} as const satisfies Record<Group, { email: string; type: UserType }>;

type Profile = Omit<typeof users.$inferInsert, 'email' | 'type' | 'passwordHash' | 'status'>;

interface DemoAccount {
  profile: Profile;
  /** The team the account registered and owns, with the organisation's profile. */
  team?: Omit<typeof teams.$inferInsert, 'ownerId'> & { type: TeamType };
}

// Phone numbers are from Ofcom's range reserved for drama (020 7946 0000 to 0999).
const ACCOUNTS: Record<Group, DemoAccount> = {
  candidate: {
    profile: {
      firstName: 'Amelia',
      lastName: 'Hart',
      pronouns: 'She/Her',
      position: 'Senior Graphic Designer',
      company: 'Hart Studio',
      bio: 'Brand and packaging designer with nine years in London studios, working freelance since 2021 for FMCG, retail and charity clients. I take identities from first sketches to finished artwork.',
      phone: '+442079460101',
      address1: '18 Granary Street',
      address2: 'Flat 4',
      city: 'London',
      state: 'Greater London',
      zip: 'N1C 4AB',
      country: 'GB',
      vetted: true,
    },
  },
  employer: {
    profile: {
      firstName: 'Oliver',
      lastName: 'Bennett',
      position: 'Head of Marketing',
      company: 'Northbank Retail Group',
      phone: '+442079460202',
      address1: '1 Bankside',
      city: 'London',
      state: 'Greater London',
      zip: 'SE1 9AA',
      country: 'GB',
    },
    team: {
      type: 'COMPANY',
      company: 'Northbank Retail Group',
      bio: 'We hire freelance designers, copywriters and agencies for seasonal campaigns, packaging and digital.',
      description:
        'Northbank Retail Group runs 140 home and garden stores across the UK and a fast-growing online shop. Our in-house team works with freelancers and agencies on campaigns, packaging and digital.',
      whatSetsApart:
        'Long-running partnerships: most of our freelancers have worked with us for three seasons or more.',
      canUseLogo: true,
      website: 'https://northbank.example',
    },
  },
  agency: {
    profile: {
      firstName: 'Priya',
      lastName: 'Shah',
      position: 'Managing Director',
      company: 'Brightwater Creative',
      agencyName: 'Brightwater Creative',
      phone: '+442079460303',
      address1: 'Harbourside House',
      address2: '24 Canons Road',
      city: 'Bristol',
      state: 'Bristol',
      zip: 'BS1 5AB',
      country: 'GB',
      vetted: true,
    },
    team: {
      type: 'AGENCY',
      company: 'Brightwater Creative',
      bio: 'An independent brand and digital agency in Bristol building identities, websites and social campaigns for challenger brands.',
      description:
        'Brightwater Creative is an independent brand and digital agency in Bristol. We build identities, websites and social campaigns for challenger brands, with a team of twenty designers, developers and strategists.',
      locations: ['Bristol, United Kingdom', 'London, United Kingdom'],
      phones: ['+442079460303'],
      website: 'https://brightwater.example',
    },
  },
};

/**
 * Creates the demo accounts that do not exist yet, each with its team, and turns on
 * automatic account approval.
 */
/** The settings row that says a database holds demo data (accounts with public passwords). */
export const DEMO_DATA_MARK = 'demoData';

/** The demo employer's job posts, so posting works on first start. */
export const DEMO_JOB_POSTS = 5;

/**
 * Whether the database holds demo data: marked by seedDemo, or any demo account (a folder
 * seeded before the mark existed).
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [mark] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, DEMO_DATA_MARK))
    .limit(1);
  if (mark) return true;
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .limit(1);
  return account !== undefined;
}

export async function seedDemo(db: Database): Promise<void> {
  const groups = Object.keys(DEMO_ACCOUNTS) as Group[];
  const emails = groups.map((group) => DEMO_ACCOUNTS[group].email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (row) => row.email,
    ),
  );
  const missing = groups.filter((group) => !existing.has(DEMO_ACCOUNTS[group].email));

  await db.transaction(async (tx) => {
    // The mark server mode looks for (hasDemoData). Not a setting: the admin cannot unset it.
    await tx
      .insert(settings)
      .values([
        { key: DEMO_DATA_MARK, value: true },
        { key: 'autoApproveAccounts', value: true },
      ])
      .onConflictDoNothing();
    if (missing.length === 0) return;

    // Another process may have created an account meanwhile: only rows inserted here get a team.
    const created = await tx
      .insert(users)
      .values(
        missing.map((group) => ({
          ...ACCOUNTS[group].profile,
          ...DEMO_ACCOUNTS[group],
          passwordHash: DEMO_PASSWORD_HASH,
          status: 'ACTIVE' as const,
          // The demo's own addresses: a provider sign-in links them without taking the
          // demo password away (social-login-service.ts).
          emailVerifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });

    for (const group of missing) {
      const team = ACCOUNTS[group].team;
      const owner = created.find((user) => user.email === DEMO_ACCOUNTS[group].email);
      if (!team || !owner) continue;
      const [inserted] = await tx
        .insert(teams)
        .values({ ...team, ownerId: owner.id })
        .returning({ id: teams.id });
      if (!inserted) throw new Error(`Could not create the demo ${group} team`);
      await tx
        .insert(teamUsers)
        .values({ teamId: inserted.id, userId: owner.id, role: 'admin', canPostJobs: true });
      // The employer can post straight away: a few job posts, as a grant in its ledger.
      if (team.type === 'COMPANY') {
        const posts = DEMO_JOB_POSTS;
        await tx.insert(teamCredits).values({ teamId: inserted.id, balance: posts });
        await tx.insert(creditEntries).values({
          teamId: inserted.id,
          type: 'IN',
          qty: posts,
          balance: posts,
          reason: 'demo data',
        });
      }
    }
  });
}
