import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { useSession } from '../../lib/session/session-context';
import { useContinueAfterSignIn } from '../../routing/guards';
import { groupPath } from '../../routing/paths';
import { socialSignUpFrom } from '../social-login';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { AgencyRegisterForm, type AgencyRegisterValues } from './agency-register-form';
import { registerMutation } from './documents';
import { registerFailure } from './register-failure';
import { RegistrationLayout } from '../../ui/layout/registration-layout';

/**
 * `/agency/register/{step}` (brief: register/{step}): step 1 is the form, at `register` or
 * `register/1`. Step 2 is `register/complete-profile`, a row of its own that needs the
 * account step 1 creates, so any other step opened signed out starts again at step 1 (as
 * the candidates' and employers' step 2 does without step 1).
 */
export function AgencyRegisterSteps() {
  // The URL's own segment, as the other groups' registration keeps it.
  const { segment = 'agency' } = useParams();
  return (
    <Routes>
      <Route index element={<AgencyRegisterPage />} />
      <Route path="1" element={<AgencyRegisterPage />} />
      <Route path="*" element={<Navigate replace to={`/${segment}/register`} />} />
    </Routes>
  );
}

/**
 * `/agency/register`: the agency's single form. The new account is signed in and goes on
 * to `register/complete-profile` (which offers 'Skip for now').
 */
export function AgencyRegisterPage() {
  const { signIn } = useSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [register] = useMutation(registerMutation);
  const text = messages.registrationPages;
  // A social sign-up: names and verified email filled in, and the ticket that links the identity.
  const locationState: unknown = useLocation().state;
  const [social] = useState(() => socialSignUpFrom(locationState));

  async function submit(values: AgencyRegisterValues): Promise<FormOutcome | null> {
    try {
      const { data } = await register({
        variables: {
          input: {
            type: 'AGENCY',
            ...values,
            ...(social ? { email: social.email, social_ticket: social.ticket } : {}),
          },
        },
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data?.register) return { message: messages.registration.nothingReturned };
      continueAfterSignIn(groupPath('agency', 'register/complete-profile'));
      const signedIn = await signIn(data.register.access_token);
      return signedIn ? null : { message: messages.common.somethingWentWrong };
    } catch (error) {
      const { message, fields } = registerFailure(error);
      // On this form the email is a field of its own: the message goes there too.
      const emailTaken = message === messages.registration.emailTaken;
      return { message, fields: emailTaken ? { ...fields, email: message } : fields };
    }
  }

  return (
    <RegistrationLayout
      group="agency"
      steps={[text.steps.agencyDetails, text.steps.agencyProfile]}
      current={0}
      title={text.titles.agency}
    >
      <AgencyRegisterForm
        defaultValues={
          social
            ? { first_name: social.firstName, last_name: social.lastName, email: social.email }
            : undefined
        }
        onSubmit={submit}
      />
    </RegistrationLayout>
  );
}
