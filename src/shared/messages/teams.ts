/** Teams: manage-team (members, roles, posting rights, associations) and switching teams. */
export const teamsMessages = {
  teams: {
    manageTeamTitle: 'Manage Team',
    accountAccess: 'Account Access',
    canPostJobs: 'Can Post Jobs?',
    yes: 'Yes',
    no: 'No',
    role: 'Role',
    admin: 'Admin',
    member: 'Member',
    associations: 'Can manage posts of',
    noMembers: 'No other team members yet. Invite your colleagues to work with you.',
    removeMember: 'Remove',
    removeConfirm: 'This action is not reversible!',
    roleUpdated: 'User role updated successfully!',
    roleUpdateFailed: 'Could not update user role!',
    permissionUpdated: 'User permission updated successfully!',
    permissionUpdateFailed: 'Could not update user permission!',
    associationCreated: 'User association created successfully!',
    associationRemoved: 'User association removed successfully!',
    associationCreateFailed: 'Error creating User Association',
    associationRemoveFailed: 'Error removing User Association',
    memberRemoved: 'Team member removed!',
    memberRemoveFailed: 'Failed to remove team member',
    deleteUserFailed: 'Could not delete user',
    /** The agency side's words for a removal (the brief's 'successfull', corrected). */
    memberRemovalSuccessful: 'Team member removal successful',
    // The manage-team page.
    intro:
      'Choose what each member may do: their role, whether they may post jobs, and whose posts they may see and manage.',
    /** Agencies do not post: only roles and removal. */
    agencyIntro:
      'Choose each member’s role: admins manage the team, its billing and its invitations.',
    owner: 'Owner',
    members: 'Team members',
    you: (name: string) => `${name} (you)`,
    loadFailed: 'Could not load the team.',
    goToInvitations: 'Invite team members',
    roleOf: (name: string) => `Role of ${name}`,
    canPostJobsOf: (name: string) => `Can ${name} post jobs?`,
    associationsOf: (name: string) => `Whose posts ${name} can manage`,
    adminsSeeAll: 'Admins see and manage every post of the team.',
    // My Account: the signed-in member's own place in the team (the brief's team users "by
    // user id" for anyone but an admin).
    yourAccess: 'Your access',
    postsYouSee: 'Posts you can manage',
    ownPostsOnly: 'Your own',
    ownAndColleagues: (count: number) =>
      `Your own and those of ${count} colleague${count === 1 ? '' : 's'}`,
    accessLoadFailed: 'Could not load your access.',
    ownerFixed: "The owner's role and access cannot be changed.",
    removeOf: (name: string) => `Remove ${name}`,
    removeYes: 'Yes, remove',
    removeNo: 'Cancel',
    noOtherMembers: 'No other members to share posts with.',
    /** The API's answers (FORBIDDEN) to a member or a stranger. */
    notTeamAdmin: 'Only an admin of the team can do this.',
    cannotRemoveOwner: 'The owner of the team cannot be removed.',
    cannotRemoveSelf: 'You cannot remove yourself from the team.',
    cannotRemoveAdmin: 'An admin cannot be removed; make them a member first.',
    cannotChangeOwner: "The owner's role and access cannot be changed.",
    cannotChangeSelf: 'You cannot change your own role or access.',
    memberNotFound: 'This person is not a member of the team.',
    associateNotMember: 'Posts can only be shared between members of the team.',
    // The switcher.
    otherTeams: 'Other Teams',
    switchTeam: 'Switch team',
    teamNotFound: 'Could not find the team',
    /** A GUEST whose last team removed them. */
    noTeam: 'You are not a member of any team any more. Ask a team admin to invite you again.',
  },
} as const;
