import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { IGNORE_UNAUTHENTICATED } from '../apollo/create-apollo-client';
import { useSession } from '../auth/session-context';
import { useContinueAfterSignIn } from '../routing/guards';
import { groupPath } from '../routing/paths';
import { socialSignUpFrom } from '../social-login/social-sign-up';
import { AgencyRegisterForm, type AgencyRegisterValues } from './agency-register-form';
import { registerMutation } from './documents';
import { registerFailure } from './register-failure';
import { RegistrationLayout } from './registration-layout';

/**
 * `/agency/register`: the agency's single form. The new account is signed in and goes on
 * to `register/complete-profile` (which offers 'Skip for now').
 */
export function AgencyRegisterPage() {
  const { signIn } = useSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [register] = useMutation(registerMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const text = messages.registrationPages;
  // A social sign-up: names and verified email filled in, and the ticket that links the identity.
  const locationState: unknown = useLocation().state;
  const [social] = useState(() => socialSignUpFrom(locationState));

  async function submit(values: AgencyRegisterValues) {
    setFailure(null);
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
      if (!data?.register) {
        setFailure(messages.registration.nothingReturned);
        return null;
      }
      continueAfterSignIn(groupPath('agency', 'register/complete-profile'));
      if (!(await signIn(data.register.access_token))) {
        setFailure(messages.common.somethingWentWrong);
      }
      return null;
    } catch (error) {
      const { message, fields } = registerFailure(error);
      setFailure(message);
      // On this form the email is a field of its own: the message goes there too.
      return message === messages.registration.emailTaken ? { ...fields, email: message } : fields;
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
        failure={failure}
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
