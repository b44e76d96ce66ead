import { useMutation } from '@apollo/client/react';
import { Card, Steps, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { currentUserQuery } from '../../lib/session/documents';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { refusalOutcome } from '../invitations';
import { completeTeamMemberProfileMutation } from './documents';
import { welcomePath, type TeamGroup } from './invitation-paths';
import { TeamProfileForm, type TeamMemberProfileValues } from './team-profile-form';

const text = messages.registrationPages;
const m = messages.teamRegistration;

/**
 * `team/profile/complete`, the invited member's step 3 once signed in: the photo and about
 * yourself, then `team/welcome`.
 */
export function TeamProfilePage({ group }: { group: TeamGroup }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [complete] = useMutation(completeTeamMemberProfileMutation, {
    // The shell's picture is the session user's.
    refetchQueries: [currentUserQuery],
  });

  useEffect(() => {
    document.title = `${m.profileTitle} · ${messages.brand.name}`;
  }, []);

  async function submit({ avatar, bio }: TeamMemberProfileValues): Promise<FormOutcome | null> {
    try {
      await complete({ variables: { input: { avatar, bio: bio || null } } });
    } catch (error) {
      return refusalOutcome(error);
    }
    navigate(welcomePath(group), { replace: true });
    return null;
  }

  return (
    <div style={{ maxWidth: 720 }}>
      <Steps
        size="small"
        current={2}
        style={{ marginBottom: 24 }}
        items={[
          text.steps.loginInformation,
          text.steps.personalInformation,
          text.steps.completeProfile,
        ].map((title) => ({ title }))}
      />
      <Card
        variant="borderless"
        style={{ boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: '32px 36px 36px' } }}
      >
        <Typography.Text type="secondary">{text.stepOf(3, 3)}</Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 28, margin: '4px 0 6px' }}>
          {m.profileTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
          {m.profileIntro}
        </Typography.Paragraph>
        <TeamProfileForm onSubmit={submit} />
      </Card>
    </div>
  );
}
