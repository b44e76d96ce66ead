import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  Flex,
  Popconfirm,
  Radio,
  Select,
  Tag,
  Typography,
} from 'antd';
import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { TeamRole } from '../../../shared/users';
import type { TeamMemberCardFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { useToast } from '../../ui/toast';
import {
  createTeamUserAssociationMutation,
  deleteTeamUserAssociationMutation,
  deleteTeamUserSettingMutation,
  updateTeamUserSettingMutation,
} from './documents';

const m = messages.teams;

/** The brief's timings: 4 s for success toasts, 3 s for errors. */
const SUCCESS_SECONDS = 4;
const ERROR_SECONDS = 3;

/** Someone whose posts a member may be given: another member, or the signed-in admin. */
export interface Colleague {
  id: string;
  name: string;
}

export const nameOf = (
  member: Pick<TeamMemberCardFragment, 'first_name' | 'last_name' | 'email'>,
) => `${member.first_name} ${member.last_name}`.trim() || member.email;

/**
 * A value the admin just chose, shown until the list is read again: kept with the stored value
 * it replaced, so a reload that brings a newer stored value wins, and a failure drops it (the
 * control returns to the stored value).
 */
function usePending<T>(stored: T, key: (value: T) => string = String) {
  const [pending, setPending] = useState<{ value: T; base: string } | null>(null);
  const shown = pending && pending.base === key(stored) ? pending.value : stored;
  return {
    shown,
    choose: (value: T) => setPending({ value, base: key(stored) }),
    drop: () => setPending(null),
  };
}

/**
 * One member of the team (a "team card"): who they are, their role, whether they may post
 * (Account Access), whose posts they may manage, and Remove for members who are not admins.
 * Each change saves at once with the brief's toasts; `onUpdated` reloads the list.
 */
export function TeamMemberCard({
  member,
  colleagues,
  showPosting,
  onUpdated,
  onRemoved,
}: {
  member: TeamMemberCardFragment;
  /** Everyone else on the team, for the associations. */
  colleagues: readonly Colleague[];
  /**
   * A company's card: Account Access and associations (agencies do not post), and the
   * employer's removal texts (an agency's are its own).
   */
  showPosting: boolean;
  onUpdated: () => void;
  onRemoved: () => void;
}) {
  const ids = useId();
  const name = nameOf(member);
  const changes = useMemberChanges(member, showPosting, onUpdated, onRemoved);
  const { role, changeRole } = changes;
  const fixed = member.is_owner;
  const isAdmin = role.shown === 'admin';

  return (
    <Card size="small" className="team-member-card" role="group" aria-labelledby={`${ids}-name`}>
      <MemberHeading
        member={member}
        nameId={`${ids}-name`}
        removable={!fixed && !isAdmin}
        removing={changes.removal.loading}
        onRemove={changes.removeMember}
      />
      <Flex gap={24} wrap style={{ marginTop: 16 }}>
        <div className="team-member-field">
          <label htmlFor={`${ids}-role`} className="team-member-label">
            {m.role}
          </label>
          <Select<TeamRole>
            id={`${ids}-role`}
            aria-label={m.roleOf(name)}
            value={role.shown}
            disabled={fixed}
            style={{ width: 160 }}
            options={[
              { value: 'admin', label: m.admin },
              { value: 'member', label: m.member },
            ]}
            onChange={(value) => void changeRole(value)}
          />
        </div>
        {showPosting ? (
          <PostingFields
            name={name}
            fixed={fixed}
            isAdmin={isAdmin}
            colleagues={colleagues}
            changes={changes}
          />
        ) : null}
      </Flex>
      {fixed ? (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {m.ownerFixed}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

/**
 * The card's changes, each saved at once with the brief's toasts (`onUpdated` reloads the
 * list); what the admin chose shows until then, and goes back on a failure.
 */
function useMemberChanges(
  member: TeamMemberCardFragment,
  showPosting: boolean,
  onUpdated: () => void,
  onRemoved: () => void,
) {
  const toast = useToast();
  const [update] = useMutation(updateTeamUserSettingMutation);
  const [associate] = useMutation(createTeamUserAssociationMutation);
  const [dissociate] = useMutation(deleteTeamUserAssociationMutation);
  const [remove, removal] = useMutation(deleteTeamUserSettingMutation);
  const role = usePending<TeamRole>(member.role);
  const canPost = usePending<boolean>(member.can_post_jobs);
  const associates = usePending<readonly string[]>(member.associate_ids, (list) => list.join());

  async function save(
    input: { role?: TeamRole; can_post_jobs?: boolean },
    done: string,
    failed: string,
    drop: () => void,
  ) {
    try {
      await update({ variables: { input: { user_id: member.user_id, ...input } } });
      void toast.success(done, SUCCESS_SECONDS);
      onUpdated();
    } catch {
      drop();
      void toast.error(failed, ERROR_SECONDS);
    }
  }

  async function changeRole(value: TeamRole) {
    role.choose(value);
    await save({ role: value }, m.roleUpdated, m.roleUpdateFailed, role.drop);
  }

  async function changeCanPost(value: boolean) {
    canPost.choose(value);
    await save(
      { can_post_jobs: value },
      m.permissionUpdated,
      m.permissionUpdateFailed,
      canPost.drop,
    );
  }

  async function toggleAssociate(colleagueId: string, checked: boolean) {
    const next = checked
      ? [...associates.shown, colleagueId]
      : associates.shown.filter((id) => id !== colleagueId);
    associates.choose(next);
    const input = { user_id: member.user_id, associate_id: colleagueId };
    try {
      await (checked ? associate({ variables: { input } }) : dissociate({ variables: { input } }));
      void toast.success(checked ? m.associationCreated : m.associationRemoved, SUCCESS_SECONDS);
      onUpdated();
    } catch {
      associates.drop();
      void toast.error(
        checked ? m.associationCreateFailed : m.associationRemoveFailed,
        ERROR_SECONDS,
      );
    }
  }

  async function removeMember() {
    // Each side's words from the brief: the employer's 'Team member removed!', the agency's
    // 'Team member removal successful' and 'Could not delete user'.
    const [done, failed] = showPosting
      ? [m.memberRemoved, m.memberRemoveFailed]
      : [m.memberRemovalSuccessful, m.deleteUserFailed];
    try {
      await remove({ variables: { user_id: member.user_id } });
      void toast.success(done, SUCCESS_SECONDS);
      onRemoved();
    } catch {
      void toast.error(failed, ERROR_SECONDS);
    }
  }

  return {
    role,
    canPost,
    associates,
    removal,
    changeRole,
    changeCanPost,
    toggleAssociate,
    removeMember,
  };
}

type MemberChanges = ReturnType<typeof useMemberChanges>;

/** The picture, name, Owner tag, email and position; Remove for members who are not admins. */
function MemberHeading({
  member,
  nameId,
  removable,
  removing,
  onRemove,
}: {
  member: TeamMemberCardFragment;
  nameId: string;
  removable: boolean;
  removing: boolean;
  onRemove: () => Promise<void>;
}) {
  const origin = useApiOrigin();
  const name = nameOf(member);
  const avatar = origin ? fileUrl(origin, member.avatar) : null;
  const initials = [member.first_name, member.last_name]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join('');
  return (
    <Flex gap={16} align="center" wrap>
      {/* The name beside it says who it is: the picture needs no text of its own. */}
      <Avatar size={56} src={avatar ?? undefined} alt="">
        {initials || name.charAt(0).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={3} id={nameId} style={{ fontSize: 18, margin: 0 }}>
            {name}
          </Typography.Title>
          {member.is_owner ? <Tag>{m.owner}</Tag> : null}
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {member.email}
        </Typography.Text>
        {member.position ? <Typography.Text>{member.position}</Typography.Text> : null}
      </div>
      {/* Members who are not admins. The list never holds the signed-in admin, so a card
         means two members at least: the brief's "more than one member" holds. */}
      {removable ? (
        <Popconfirm
          title={m.removeConfirm}
          description={m.removeOf(name)}
          okText={m.removeYes}
          cancelText={m.removeNo}
          okButtonProps={{ danger: true }}
          onConfirm={onRemove}
        >
          <Button danger icon={<DeleteOutlined />} loading={removing} aria-label={m.removeOf(name)}>
            {m.removeMember}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}

/** A company's card: Account Access (may post) and whose posts the member may manage. */
function PostingFields({
  name,
  fixed,
  isAdmin,
  colleagues,
  changes: { canPost, associates, changeCanPost, toggleAssociate },
}: {
  name: string;
  fixed: boolean;
  isAdmin: boolean;
  colleagues: readonly Colleague[];
  changes: MemberChanges;
}) {
  return (
    <>
      <fieldset className="team-member-field">
        <legend className="team-member-label">
          {m.accountAccess}: {m.canPostJobs}
        </legend>
        <Radio.Group
          aria-label={m.canPostJobsOf(name)}
          value={canPost.shown}
          disabled={fixed}
          optionType="button"
          options={[
            { value: true, label: m.yes },
            { value: false, label: m.no },
          ]}
          onChange={(event) => void changeCanPost(event.target.value as boolean)}
        />
      </fieldset>

      <fieldset className="team-member-field" style={{ flex: 1, minWidth: 240 }}>
        <legend className="team-member-label">{m.associations}</legend>
        {isAdmin ? (
          <Typography.Text type="secondary">{m.adminsSeeAll}</Typography.Text>
        ) : colleagues.length === 0 ? (
          <Typography.Text type="secondary">{m.noOtherMembers}</Typography.Text>
        ) : (
          <Flex vertical gap={4} role="group" aria-label={m.associationsOf(name)}>
            {colleagues.map((colleague) => (
              <Checkbox
                key={colleague.id}
                checked={associates.shown.includes(colleague.id)}
                onChange={(event) => void toggleAssociate(colleague.id, event.target.checked)}
              >
                {colleague.name}
              </Checkbox>
            ))}
          </Flex>
        )}
      </fieldset>
    </>
  );
}
