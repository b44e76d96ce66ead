/** The invitations module's rate limits (docs/security.md G3), rows of the app's limit table. */
import { limitRow } from '../../platform/limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Invitation tokens looked up per client IP (`invitation`, `acceptInvitation`): tokens are
 * 256-bit, so this is defence in depth against a machine trying links, not what stops guessing.
 */
export const INVITATION_LINKS_PER_IP = limitRow('invitationLinksPerIp', 30, MINUTE);
/** `registerTeamMember` calls per client IP: slows scripted sign-ups, as `register` does. */
export const TEAM_MEMBER_REGISTRATIONS_PER_IP = limitRow('teamMemberRegistrationsPerIp', 20, HOUR);
/**
 * Invitation mails (create and resend) per admin: an admin's account cannot be made to mail
 * strangers in bulk (a team invites a few people at a time).
 */
export const INVITATION_MAILS_PER_USER = limitRow('invitationMailsPerUser', 50, HOUR);

export const invitationsLimits = [
  INVITATION_LINKS_PER_IP,
  TEAM_MEMBER_REGISTRATIONS_PER_IP,
  INVITATION_MAILS_PER_USER,
];
