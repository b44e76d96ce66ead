import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import {
  teamRegistrationLoginSchema,
  type TeamRegistrationLoginValues,
} from '../../../shared/validation/invitations';
import { apiFailure } from '../../apollo/api-failure';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import type { InvitationLinkQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session/session-context';
import { loginPath } from '../../routing/paths';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { RegistrationLayout } from '../../ui/layout/registration-layout';
import { refusalOutcome } from '../invitations';
import { LoginInformationForm, type LoginInformationValues } from '../registration';
import { AcceptInvitation, SignInToAccept } from './accept-invitation';
import { invitationLinkQuery, registerTeamMemberMutation } from './documents';
import {
  acceptInvitePath,
  personalStepPath,
  profileStepPath,
  type TeamGroup,
} from './invitation-paths';
import {
  CheckingInvitation,
  InvalidInvitation,
  InvitationLoadFailed,
  invitationProblem,
} from './invitation-status';
import { TeamPersonalForm, type TeamRegistrationPersonalValues } from './team-personal-form';

type Invitation = InvitationLinkQuery['invitation'];

/** What step 1 holds for step 2: only in this page's state, never in storage. */
interface StepOne {
  token: string;
  invitation: Invitation;
  login: TeamRegistrationLoginValues;
}

const text = messages.registrationPages;
const m = messages.teamRegistration;
// Step 1's rules: the password typed twice under the shared rule.
const loginResolver = yupResolver(
  teamRegistrationLoginSchema,
) as unknown as Resolver<LoginInformationValues>;

const STEPS = [
  text.steps.loginInformation,
  text.steps.personalInformation,
  text.steps.completeProfile,
];

/**
 * The invited member's registration: employer `team/register/{token}`, agency
 * `accept-invite/{token}` (its `e` query parameter is not needed: the invitation names the
 * email). Step 1 (login information, the invitation's email read-only) at the link, step 2
 * (personal information) at `…/profile`, which `registerTeamMember` ends signed in; step 3 is
 * `team/profile/complete`. The link also serves people who already have an account (they
 * log in and accept) and says when it no longer works.
 */
export function TeamRegisterPage({ group }: { group: TeamGroup }) {
  const [stepOne, setStepOne] = useState<StepOne | null>(null);
  const [personal, setPersonal] = useState<Partial<TeamRegistrationPersonalValues> | null>(null);
  return (
    <Routes>
      <Route
        path="profile"
        element={
          stepOne ? (
            <PersonalStep
              group={group}
              stepOne={stepOne}
              values={personal}
              onBack={(values) => setPersonal(values)}
            />
          ) : (
            // Step 1's password is gone (a reload): the mailed link starts again.
            <Navigate replace to={loginPath(group)} />
          )
        }
      />
      <Route
        path=":token"
        element={
          <InvitationLink
            group={group}
            stepOne={stepOne}
            onStepOne={(next) => {
              if (next.token !== stepOne?.token) setPersonal(null);
              setStepOne(next);
            }}
          />
        }
      />
      <Route path="*" element={<Navigate replace to={loginPath(group)} />} />
    </Routes>
  );
}

/** The link itself: what the invitation allows for whoever opens it. */
function InvitationLink({
  group,
  stepOne,
  onStepOne,
}: {
  group: TeamGroup;
  stepOne: StepOne | null;
  onStepOne: (stepOne: StepOne) => void;
}) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const link = useQuery(invitationLinkQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
    context: IGNORE_UNAUTHENTICATED,
  });
  const invitation = link.data?.invitation;

  if (!invitation) {
    if (link.error) {
      return apiFailure(link.error).code === 'NOT_FOUND' ? (
        <InvalidInvitation group={group} problem={messages.invitations.notFound} />
      ) : (
        <InvitationLoadFailed group={group} retry={() => void link.refetch()} />
      );
    }
    return <CheckingInvitation group={group} />;
  }
  const problem = invitationProblem(invitation.state);
  if (problem) return <InvalidInvitation group={group} problem={problem} />;
  if (session.status === 'signed-in') {
    return (
      <AcceptInvitation group={group} invitation={invitation} token={token} user={session.user} />
    );
  }
  if (invitation.account_exists) {
    return (
      <SignInToAccept
        group={group}
        invitation={invitation}
        returnTo={acceptInvitePath(group, token)}
      />
    );
  }

  async function submit(values: LoginInformationValues): Promise<FormOutcome | null> {
    if (!invitation) return null;
    // The schema passed them: the confirmation is there and matches.
    const login = { ...values, password_confirmation: values.password_confirmation ?? '' };
    onStepOne({ token, invitation, login });
    navigate(personalStepPath(group));
    return null;
  }

  return (
    <RegistrationLayout
      group={group}
      steps={STEPS}
      current={0}
      title={m.title}
      intro={m.intro(invitation.team_name)}
    >
      <LoginInformationForm
        resolver={loginResolver}
        emailReadOnly
        confirmPassword
        defaultValues={
          stepOne?.token === token
            ? stepOne.login
            : { email: invitation.email, password: '', password_confirmation: '' }
        }
        onSubmit={submit}
      />
    </RegistrationLayout>
  );
}

/** Step 2: personal information, then the account is created and signed in. */
function PersonalStep({
  group,
  stepOne,
  values,
  onBack,
}: {
  group: TeamGroup;
  stepOne: StepOne;
  values: Partial<TeamRegistrationPersonalValues> | null;
  onBack: (values: Partial<TeamRegistrationPersonalValues>) => void;
}) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [register] = useMutation(registerTeamMemberMutation);
  const { invitation, token, login } = stepOne;

  async function submit(personal: TeamRegistrationPersonalValues): Promise<FormOutcome | null> {
    let accessToken: string;
    try {
      const { data } = await register({
        variables: { input: { ...personal, token, password: login.password } },
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data) return { message: messages.invitations.createAccountFailed };
      accessToken = data.registerTeamMember.access_token;
    } catch (error) {
      // The server's reason where it gives one (the brief: shown, and the form stays).
      return refusalOutcome(error, messages.invitations.createAccountFailed);
    }
    const signedIn = await signIn(accessToken);
    if (!signedIn) return { message: messages.common.somethingWentWrong };
    navigate(profileStepPath(group), { replace: true });
    return null;
  }

  return (
    <RegistrationLayout
      group={group}
      steps={STEPS}
      current={1}
      title={m.title}
      intro={m.intro(invitation.team_name)}
    >
      <TeamPersonalForm
        defaultValues={
          values ?? {
            first_name: invitation.first_name,
            last_name: invitation.last_name,
            position: '',
            address_1: '',
            address_2: '',
            city: '',
            state: '',
            zip: '',
            country: DEFAULT_COUNTRY,
            phone: '',
            tnc: false,
          }
        }
        onBack={(typed) => {
          onBack(typed);
          navigate(acceptInvitePath(group, token));
        }}
        onSubmit={submit}
      />
    </RegistrationLayout>
  );
}
