import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { invitationStatusLabel } from '../../../shared/invitations';
import { messages } from '../../../shared/messages';
import type { InvitationRowFragment } from '../../gql/graphql';
import { activeMembership } from '../../lib/session/active-team';
import { useCurrentUser } from '../../lib/session/session-context';
import { BusyButton } from '../../ui/form/form-frame';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import { VisuallyHidden } from '../../ui/visually-hidden';
import {
  createInvitationMutation,
  deleteInvitationMutation,
  resendInvitationMutation,
  viewInvitationsQuery,
} from './documents';
import { refusalOutcome } from './refusal-outcome';
import { InviteForm, type InvitationValues } from './invite-form';
import { formatDate } from '../../lib/dates';

const m = messages.invitations;

/** The brief's timings: 4 s for success and invite toasts, 3 s for errors. */
const SUCCESS_SECONDS = 4;
const ERROR_SECONDS = 3;

const dateOf = formatDate;

/**
 * The active team's invitations for its admins: the invite form, then the pending ones with
 * Resend and Cancel. The employer's `invitations` page, and embedded in the agency's
 * manage-team page; the server refuses members whatever shows it.
 */
export function InvitationsPanel() {
  const toast = useToast();
  const { user } = useCurrentUser();
  const teamType = activeMembership(user)?.team.type ?? 'COMPANY';
  const list = useQuery(viewInvitationsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const refetchList = { refetchQueries: [viewInvitationsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(createInvitationMutation, refetchList);
  const [resend] = useMutation(resendInvitationMutation);
  const [remove] = useMutation(deleteInvitationMutation, refetchList);
  // The invitation whose Resend or Cancel is under way.
  const [busy, setBusy] = useState<string | null>(null);

  async function invite(input: InvitationValues) {
    try {
      await create({ variables: { input } });
    } catch (error) {
      return refusalOutcome(error);
    }
    void toast.success(m.sent, SUCCESS_SECONDS);
    return null;
  }

  async function act(id: string, action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(id);
    try {
      await action();
      void toast.success(done, SUCCESS_SECONDS);
    } catch {
      void toast.error(failed, ERROR_SECONDS);
    } finally {
      setBusy(null);
    }
  }

  const invitations = list.data?.viewInvitations;

  return (
    <Flex vertical gap={32}>
      <section aria-labelledby="invite-heading">
        <Typography.Title level={2} id="invite-heading" style={{ fontSize: 20 }}>
          {m.inviteTitle}
        </Typography.Title>
        <InviteForm teamType={teamType} onSubmit={invite} />
      </section>
      <section aria-labelledby="pending-heading">
        <Typography.Title level={2} id="pending-heading" style={{ fontSize: 20 }}>
          {m.pending}
        </Typography.Title>
        {list.error && !invitations ? (
          <RetryAlert title={m.loadFailed} onRetry={() => void list.refetch()} />
        ) : (
          <Table<InvitationRowFragment>
            rowKey="id"
            loading={list.loading && !invitations}
            dataSource={invitations ?? []}
            pagination={false}
            scroll={{ x: 640 }}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noInvitations} />
              ),
            }}
            columns={[
              {
                title: m.columns.name,
                key: 'name',
                render: (_value, invitation) => `${invitation.first_name} ${invitation.last_name}`,
              },
              { title: m.columns.email, dataIndex: 'email' },
              {
                title: m.columns.status,
                dataIndex: 'invite_status',
                render: (status: string) => <Tag>{invitationStatusLabel(status)}</Tag>,
              },
              {
                title: m.columns.expires,
                dataIndex: 'expires_at',
                render: (value: string) => <time dateTime={value}>{dateOf(value)}</time>,
              },
              {
                title: m.columns.actions,
                key: 'actions',
                render: (_value, invitation) => (
                  <Flex gap={8} wrap>
                    <BusyButton
                      busy={busy === invitation.id}
                      disabled={busy !== null && busy !== invitation.id}
                      onClick={() =>
                        void act(
                          invitation.id,
                          () => resend({ variables: { id: invitation.id } }),
                          m.resent,
                          m.resendFailed,
                        )
                      }
                    >
                      {m.resend}
                      <VisuallyHidden> {invitation.email}</VisuallyHidden>
                    </BusyButton>
                    <Popconfirm
                      title={m.cancelConfirm}
                      okText={m.cancelYes}
                      cancelText={m.cancelNo}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        act(
                          invitation.id,
                          () => remove({ variables: { id: invitation.id } }),
                          m.deleted,
                          m.deleteFailed,
                        )
                      }
                    >
                      <Button danger disabled={busy !== null}>
                        {m.cancel}
                        <VisuallyHidden> {invitation.email}</VisuallyHidden>
                      </Button>
                    </Popconfirm>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </section>
    </Flex>
  );
}
