import { yupResolver } from '@hookform/resolvers/yup';
import { Form } from 'antd';
import { Controller } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  teamMemberProfileSchema,
  type TeamMemberProfileValues,
} from '../../../shared/validation/invitations';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { TextAreaField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { TeamMemberProfileValues };

/** The invited member's step 3: a photo (mandatory) and about yourself. */
export function TeamProfileForm({
  onSubmit,
}: {
  onSubmit: (values: TeamMemberProfileValues) => Promise<FormOutcome | null>;
}) {
  const m = messages.teamRegistration;
  const { control, submit, failure, setValue, formState } =
    useMutationForm<TeamMemberProfileValues>({
      resolver: yupResolver(teamMemberProfileSchema),
      defaultValues: { avatar: '', bio: '' },
      onSubmit,
    });

  return (
    <FormFrame onSubmit={submit} label={m.profileTitle} failure={failure}>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <Form.Item label={m.photo} htmlFor="team-avatar">
            <ImageUploadField
              id="team-avatar"
              kind="avatar"
              value={field.value}
              onChange={(id) => setValue('avatar', id, { shouldValidate: true })}
              error={fieldState.error?.message}
            />
          </Form.Item>
        )}
      />
      <TextAreaField control={control} name="bio" label={m.aboutYourself} rows={5} />
      <div className="onboarding-actions">
        <SubmitButton submitting={formState.isSubmitting}>{m.finish}</SubmitButton>
      </div>
    </FormFrame>
  );
}
