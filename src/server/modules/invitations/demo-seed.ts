/**
 * The demo's pending invitation (seeded by seed/demo.ts). The invitations module's seed door:
 * only the seed layer imports it (docs/module-doors.md).
 */
import { INVITATION_LIFETIME_DAYS } from '../../../shared/invitations';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { hashToken, newSecretToken } from '../../platform/secret-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Someone the demo employer invited, who has not answered yet: Invitations is alive. */
export const DEMO_INVITATION = {
  email: 'jamie.lewis@northbank.example',
  firstName: 'Jamie',
  lastName: 'Lewis',
} as const;

/**
 * The pending invitation, sent yesterday. Its token is thrown away (only the hash is kept, as
 * for any invitation): nobody holds the link until the admin resends it.
 */
export async function inviteDemoColleague(
  tx: Database,
  teamId: number,
  invitedBy: number,
  now: Date,
): Promise<void> {
  const sent = new Date(now.getTime() - DAY_MS);
  await tx
    .insert(invitations)
    .values({
      teamId,
      ...DEMO_INVITATION,
      tokenHash: hashToken(newSecretToken()),
      expiresAt: new Date(sent.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
      invitedBy,
      createdAt: sent,
      updatedAt: sent,
    })
    .onConflictDoNothing();
}
