import { yupResolver } from '@hookform/resolvers/yup';
import { messages } from '../../../shared/messages';
import type { TeamType } from '../../../shared/users';
import { invitationSchemaFor, type InvitationValues } from '../../../shared/validation/invitations';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { InvitationValues };

const EMPTY: InvitationValues = { first_name: '', last_name: '', email: '' };

/** First name, last name and email of the person to invite, under the team's invitation schema. */
export function InviteForm({
  teamType,
  onSubmit,
}: {
  /** Whose wording of an invalid email the form uses. */
  teamType: TeamType;
  /** Null when sent: the form empties for the next person. */
  onSubmit: (values: InvitationValues) => Promise<FormOutcome | null>;
}) {
  const m = messages.invitations;
  const { control, submit, failure, formState, reset } = useMutationForm<InvitationValues>({
    resolver: yupResolver(invitationSchemaFor(teamType)),
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const outcome = await onSubmit(values);
      if (!outcome) reset(EMPTY);
      return outcome;
    },
  });

  return (
    <FormFrame onSubmit={submit} label={m.inviteTitle} failure={failure}>
      <div className="form-row">
        <TextField
          control={control}
          name="first_name"
          id="invite-first-name"
          label={m.firstName}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="last_name"
          id="invite-last-name"
          label={m.lastName}
          autoComplete="off"
        />
      </div>
      <EmailField
        control={control}
        name="email"
        id="invite-email"
        label={m.email}
        autoComplete="email"
      />
      <SubmitButton submitting={formState.isSubmitting}>{m.invite}</SubmitButton>
    </FormFrame>
  );
}
