import { graphql } from '../../gql';

/** A member as a manage-team card shows them. */
export const teamMemberFragment = graphql(`
  fragment TeamMemberCard on TeamUser {
    user_id
    team_id
    role
    can_post_jobs
    is_owner
    first_name
    last_name
    email
    avatar
    position
    associate_ids
  }
`);

/** manage-team: the active team's members but the caller (the brief's viewUserTeam). */
export const viewUserTeamQuery = graphql(`
  query ViewUserTeam {
    viewUserTeam {
      ...TeamMemberCard
    }
  }
`);

export const updateTeamUserSettingMutation = graphql(`
  mutation UpdateTeamUserSetting($input: TeamUserSettingInput!) {
    updateTeamUserSetting(input: $input) {
      ...TeamMemberCard
    }
  }
`);

export const deleteTeamUserSettingMutation = graphql(`
  mutation DeleteTeamUserSetting($user_id: ID!) {
    deleteTeamUserSetting(user_id: $user_id)
  }
`);

export const createTeamUserAssociationMutation = graphql(`
  mutation CreateTeamUserAssociation($input: TeamUserAssociationInput!) {
    createTeamUserAssociation(input: $input) {
      ...TeamMemberCard
    }
  }
`);

export const deleteTeamUserAssociationMutation = graphql(`
  mutation DeleteTeamUserAssociation($input: TeamUserAssociationInput!) {
    deleteTeamUserAssociation(input: $input) {
      ...TeamMemberCard
    }
  }
`);
