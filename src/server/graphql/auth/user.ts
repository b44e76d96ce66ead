/**
 * A user's row, memberships and taxonomy lists as the GraphQL `User`. The organisation's
 * profile lives on the team (DESIGN.md "Domain model notes"), so for employers, agencies
 * and their GUEST members the organisation fields are the active team's; a GUEST keeps
 * its own photo and bio ("about yourself").
 */
import type { Membership, ProfileDetails, UserProfile } from './auth-service';
import type { User, UserTeam } from '../generated/resolvers';

export function toUser(
  { user, memberships, activeTeam }: UserProfile,
  details: ProfileDetails,
): User {
  const team = user.type === 'FREELANCER' ? null : (activeTeam?.team ?? null);
  const ownsProfileOfTeam = team !== null && user.type !== 'GUEST';
  return {
    id: user.id,
    email: user.email,
    type: user.type,
    status: user.status,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    company: team?.company ?? user.company,
    agency_name: team?.type === 'AGENCY' ? team.company : user.agencyName,
    position: user.position,
    avatar: ownsProfileOfTeam ? team.avatar : user.avatar,
    vetted: user.vetted,
    pronouns: user.pronouns,
    bio: ownsProfileOfTeam ? team.bio : user.bio,
    description: team ? team.description : user.description,
    what_sets_apart: team?.whatSetsApart ?? null,
    can_use_logo: team?.canUseLogo ?? null,
    website: team?.website ?? null,
    phone: user.phone,
    address_1: user.address1,
    address_2: user.address2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    country: user.country,
    location: user.workLocation,
    payroll_status: user.payrollStatus,
    right_to_work: user.rightToWork,
    start_date: user.startDate,
    notice_period: user.noticePeriod,
    notice_period_unit: user.noticePeriodUnit,
    hear_us: user.hearUs,
    hear_us_additional: user.hearUsAdditional,
    ethnicity: user.ethnicity,
    referee_1: user.referee1,
    referee_2: user.referee2,
    looking_for: user.lookingFor,
    languages: user.languages,
    industries: details.industries,
    positions: details.positions,
    services: details.services,
    agency_location: team?.locations ?? [],
    agency_phone: team?.phones ?? [],
    teamType: activeTeam?.team.type ?? null,
    teamOwner: activeTeam?.team.ownerId ?? null,
    teams: memberships.map(toUserTeam),
  };
}

function toUserTeam({ teamUser, team }: Membership): UserTeam {
  return {
    team_id: teamUser.teamId,
    user_id: teamUser.userId,
    role: teamUser.role,
    can_post_jobs: teamUser.canPostJobs,
    active: teamUser.active,
    team: {
      id: team.id,
      type: team.type,
      company: team.company,
      avatar: team.avatar,
      owner_id: team.ownerId,
    },
  };
}
