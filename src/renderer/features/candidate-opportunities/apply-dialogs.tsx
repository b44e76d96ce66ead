import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Flex, Modal, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  applicationSchema,
  type ApplicationValues,
} from '../../../shared/validation/applications';
import { formFailure } from '../../apollo/api-failure';
import { useExistingGroupPath } from '../../routing/group-pages';
import { ButtonLink } from '../../ui/button-link';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import { applyOptionsQuery, createApplicationMutation } from './documents';

const m = messages.candidateOpportunities;

/** Why the apply dialog could not send: the server's refusal, as a dialog to show instead. */
export type ApplyRefusal = { kind: 'inactive' } | { kind: 'incomplete'; missing: string[] };

/** What a refused application means for the page: another dialog, or nothing special. */
function refusalOf(error: unknown): ApplyRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const entry of error.errors) {
    if (entry.message === m.inactiveTitle) return { kind: 'inactive' };
    if (entry.message === m.incompleteTitle) {
      const validation = entry.extensions?.['validation'] as { missing?: unknown } | undefined;
      const missing = Array.isArray(validation?.missing)
        ? validation.missing.filter((item): item is string => typeof item === 'string')
        : [];
      return { kind: 'incomplete', missing };
    }
  }
  return null;
}

/**
 * The apply dialog: a message (up to 400 characters, counted) and, for candidates
 * (`withFiles`), a CV (the active one chosen at first; none is allowed) and an optional
 * supporting document. Agencies apply with the message only (brief: CV and document are
 * candidates only).
 */
export function ApplyDialog({
  withFiles,
  opportunity,
  open,
  onClose,
  onRefused,
}: {
  withFiles: boolean;
  opportunity: { id: string; title: string };
  open: boolean;
  onClose: () => void;
  onRefused: (refusal: ApplyRefusal) => void;
}) {
  return (
    <Modal
      open={open}
      title={m.applyTitle(opportunity.title)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && (
        <ApplyForm
          withFiles={withFiles}
          opportunity={opportunity}
          onDone={onClose}
          onRefused={onRefused}
        />
      )}
    </Modal>
  );
}

function ApplyForm({
  withFiles,
  opportunity,
  onDone,
  onRefused,
}: {
  withFiles: boolean;
  opportunity: { id: string; title: string };
  onDone: () => void;
  onRefused: (refusal: ApplyRefusal) => void;
}) {
  const toast = useToast();
  const options = useQuery(applyOptionsQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !withFiles,
  });
  const resumes = options.data?.me?.resumes ?? [];
  const documents = options.data?.me?.supportingDocuments ?? [];
  const [apply] = useMutation(createApplicationMutation);
  const form = useMutationForm<ApplicationValues>({
    resolver: yupResolver(applicationSchema),
    defaultValues: {
      opportunity_id: opportunity.id,
      reason: '',
      resume_id: resumes.find((resume) => resume.active)?.id,
      document_id: undefined,
    },
    onSubmit: async (input) => {
      try {
        await apply({
          variables: {
            input: {
              opportunity_id: input.opportunity_id,
              reason: input.reason,
              resume_id: input.resume_id || null,
              document_id: input.document_id || null,
            },
          },
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) {
          onRefused(refusal);
          return null;
        }
        void toast.error(m.sendFailed, 3);
        return formFailure(error, m.sendFailed);
      }
      void toast.success(m.sent, 4);
      onDone();
      return null;
    },
  });
  const { control, submit, failure, formState, getValues, setValue } = form;
  // The CVs may arrive after the form is made: the active one is the first choice.
  const active = resumes.find((resume) => resume.active)?.id;
  useEffect(() => {
    if (active && !getValues('resume_id')) setValue('resume_id', active);
  }, [active, getValues, setValue]);

  return (
    <FormFrame onSubmit={submit} failure={failure} label={m.applyTitle(opportunity.title)}>
      <TextAreaField
        control={control}
        name="reason"
        label={m.message}
        optional
        placeholder={withFiles ? m.messageHelp : m.agencyMessageHelp}
        rows={6}
        showCount
        maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
      />
      {withFiles && (
        <>
          <SelectField
            control={control}
            name="resume_id"
            label={m.resume}
            optional
            loading={options.loading}
            placeholder={m.noResume}
            options={resumes.map((resume) => ({
              value: resume.id,
              label: resume.active ? `${resume.name} (${m.activeResume})` : resume.name,
            }))}
          />
          <SelectField
            control={control}
            name="document_id"
            label={m.document}
            optional
            loading={options.loading}
            placeholder={m.noDocument}
            options={documents.map((document) => ({ value: document.id, label: document.name }))}
          />
        </>
      )}
      <Flex gap={8} justify="end">
        <Button size="large" onClick={onDone}>
          {m.cancel}
        </Button>
        <SubmitButton submitting={formState.isSubmitting}>{m.send}</SubmitButton>
      </Flex>
    </FormFrame>
  );
}

/** 'Please complete your profile to apply to this job.' with what is missing. */
export function IncompleteProfileDialog({
  missing,
  onClose,
}: {
  missing: readonly string[] | null;
  onClose: () => void;
}) {
  const existing = useExistingGroupPath();
  const editProfile = existing('candidate', 'edit-profile');
  const manageCv = existing('candidate', 'manage-cv');
  return (
    <Modal
      open={missing !== null}
      title={m.incompleteTitle}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{m.close}</Button>
          {manageCv && <ButtonLink to={manageCv}>{m.manageCv}</ButtonLink>}
          {editProfile && (
            <ButtonLink type="primary" to={editProfile}>
              {m.editProfile}
            </ButtonLink>
          )}
        </Flex>
      }
    >
      <Typography.Paragraph>{m.incompleteIntro}</Typography.Paragraph>
      <ul aria-label={m.incompleteIntro}>
        {(missing ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Modal>
  );
}

/** 'Action Not Permitted - Your Profile Is Inactive'. */
export function InactiveProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={m.inactiveTitle}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{m.close}</Button>}
    >
      <Result status="warning" subTitle={m.inactiveText} style={{ padding: '16px 0' }} />
    </Modal>
  );
}
