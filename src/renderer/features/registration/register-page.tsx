import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import type {
  PersonalStepGroup,
  RegisterLoginValues,
} from '../../../shared/validation/registration';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { useSession } from '../../lib/session/session-context';
import { useContinueAfterSignIn } from '../../routing/guards';
import { groupPath } from '../../routing/paths';
import { socialSignUpFrom } from '../social-login';
import { checkUserQuery, registerIndustriesQuery, registerMutation } from './documents';
import { LoginInformationForm } from './login-information-form';
import { PersonalInformationForm, type PersonalValues } from './personal-information-form';
import { registerFailure } from './register-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { RegistrationLayout } from '../../ui/layout/registration-layout';

const EMPTY_LOGIN: RegisterLoginValues = { email: '', password: '' };

const EMPTY_PERSONAL: Partial<PersonalValues> = {
  first_name: '',
  last_name: '',
  company: '',
  position: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  industry: '',
  tnc: false,
};

/**
 * `/{group}/register` for candidates and employers: step 1 (login information) at
 * `register` or `register/1`, step 2 (personal information) at `register/2`; step 3 is
 * complete-profile, once signed in. What step 1 holds (the password too) lives only in
 * this component's state while step 2 is filled, never in storage, so opening step 2
 * directly, or after a reload, starts again at step 1.
 */
export function RegisterPage({ group }: { group: PersonalStepGroup }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { segment = group } = useParams();
  const { signIn } = useSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [register] = useMutation(registerMutation);
  // A social sign-up (router state from the social-login landing) starts at step 2 with the
  // provider's names and verified email; its ticket stands in for step 1's password.
  const locationState: unknown = useLocation().state;
  const [social, setSocial] = useState(() => socialSignUpFrom(locationState));
  const [login, setLogin] = useState<RegisterLoginValues | null>(() =>
    social ? { email: social.email, password: '' } : null,
  );
  const [personal, setPersonal] = useState<Partial<PersonalValues>>(() =>
    social
      ? { ...EMPTY_PERSONAL, first_name: social.firstName, last_name: social.lastName }
      : EMPTY_PERSONAL,
  );
  const industries = useQuery(registerIndustriesQuery, { skip: login === null });

  const text = messages.registrationPages;
  // The URL's own segment, so `/company/register` stays under /company.
  const base = `/${segment}/register`;
  const steps = [
    text.steps.loginInformation,
    text.steps.personalInformation,
    text.steps.completeProfile,
  ];

  /** Step 1's problems are all about the email: they show on its field. */
  async function emailProblem(values: RegisterLoginValues): Promise<string | null> {
    try {
      const { data } = await client.query({
        query: checkUserQuery,
        variables: { email: values.email },
        fetchPolicy: 'network-only',
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data) return messages.common.somethingWentWrong;
      return data.checkUser ? messages.registration.emailExists : null;
    } catch (error) {
      return registerFailure(error).message;
    }
  }

  async function submitLogin(values: RegisterLoginValues): Promise<FormOutcome | null> {
    const problem = await emailProblem(values);
    if (problem) return { fields: { email: problem } };
    setLogin(values);
    navigate(`${base}/2`);
    return null;
  }

  async function submitPersonal(values: PersonalValues): Promise<FormOutcome | null> {
    if (!login) return null;
    setPersonal(values);
    const { pronouns, ...shared } = values;
    try {
      const { data } = await register({
        variables: {
          input: {
            type: group === 'candidate' ? 'FREELANCER' : 'COMPANY',
            email: login.email,
            ...(social ? { social_ticket: social.ticket } : { password: login.password }),
            ...shared,
            ...(group === 'candidate' ? { pronouns } : {}),
          },
        },
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data?.register) return { message: messages.registration.nothingReturned };
      // Step 3: once the session exists, the guest-only guard moves on to complete-profile.
      continueAfterSignIn(groupPath(group, 'complete-profile'));
      const signedIn = await signIn(data.register.access_token);
      return signedIn ? null : { message: messages.common.somethingWentWrong };
    } catch (error) {
      return registerFailure(error);
    }
  }

  const stepOne = (
    <RegistrationLayout group={group} steps={steps} current={0} title={text.titles[group]}>
      <LoginInformationForm defaultValues={login ?? EMPTY_LOGIN} onSubmit={submitLogin} />
    </RegistrationLayout>
  );

  return (
    <Routes>
      <Route index element={stepOne} />
      <Route path="1" element={stepOne} />
      <Route
        path="2"
        element={
          login ? (
            <RegistrationLayout group={group} steps={steps} current={1} title={text.titles[group]}>
              {social && (
                <Alert
                  type="info"
                  showIcon
                  title={messages.socialLogin.signingUpWith(social.email)}
                  style={{ marginBottom: 20 }}
                />
              )}
              <PersonalInformationForm
                group={group}
                defaultValues={personal}
                industries={industries.data?.industries ?? []}
                industriesLoading={industries.loading}
                loadFailure={industries.error ? text.industriesFailed : null}
                onBack={(values) => {
                  setPersonal(values);
                  // Back to step 1 leaves the social sign-up: step 1 asks for a password.
                  if (social) {
                    setSocial(null);
                    setLogin(null);
                  }
                  navigate(base);
                }}
                onSubmit={submitPersonal}
              />
            </RegistrationLayout>
          ) : (
            <Navigate replace to={base} />
          )
        }
      />
      <Route path="*" element={<Navigate replace to={base} />} />
    </Routes>
  );
}
