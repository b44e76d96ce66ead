import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { useExistingGroupPath } from '../../routing/group-pages';
import { useToast } from '../../ui/toast';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { afterOnboardingPath } from './onboarding-destination';
import { saveFailure } from './save-failure';

/**
 * The save of every complete-profile page: sends the values, then says so and goes on where
 * onboarding leads; a refused save stays on the form with the server's messages. `saving`
 * holds from the submit on: the mutation fills the profile in the cache, which must not read
 * as "already done" and redirect before the toast.
 */
export function useOnboardingSave<Values>(
  group: Group,
  save: (values: Values) => Promise<unknown>,
) {
  const navigate = useNavigate();
  const existingGroupPath = useExistingGroupPath();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  async function submit(values: Values): Promise<FormOutcome | null> {
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      setSaving(false);
      return saveFailure(error);
    }
    void toast.success(messages.onboardingPages.saved, 4);
    navigate(afterOnboardingPath(group, existingGroupPath), { replace: true });
    return null;
  }

  return { saving, submit };
}
