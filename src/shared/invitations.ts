/** Invitation states (brief: 'pending' on creation, shown capitalised). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation link works; a resend starts it again. */
export const INVITATION_LIFETIME_DAYS = 14;

/** 'pending' → 'Pending', as the invitations list shows a status. */
export function invitationStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
