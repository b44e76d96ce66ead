import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Flex, Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { CLOSE_REASONS, FILLED_BY_APPLICANT } from '../../../shared/opportunities';
import {
  closeOpportunitySchema,
  type CloseOpportunityValues,
} from '../../../shared/validation/opportunities';
import { formFailure } from '../../apollo/api-failure';
import { graphql } from '../../gql';
import { DateField, ISO_DAY } from '../../ui/form/date-field';
import { FormField } from '../../ui/form/form-field';
import { BusyButton, FormFrame } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import { closeOpportunityMutation } from './documents';

const m = messages.opportunities;

/** Who applied: the choices of 'Filled by applicant'. */
const closeApplicantsQuery = graphql(`
  query CloseApplicants($opportunityId: ID!) {
    viewApplicants(opportunity_id: $opportunityId) {
      id
      user {
        id
        name
      }
    }
  }
`);

export interface ClosedPost {
  id: string;
  title: string;
  target: 'JOB' | 'PROJECT';
}

interface ClosePostModalProps {
  /** The post being closed; the modal is open while set. */
  post: ClosedPost | null;
  onClose: () => void;
  /** After the post closed (the brief reloads the page 500 ms later). */
  onClosed: () => void;
}

/** The brief's wait between the success toast and the reload. */
export const RELOAD_AFTER_CLOSE_MS = 500;

/** The Close modal: a reason, the applicant who filled it (or their name), the date closed. */
export function ClosePostModal({ post, onClose, onClosed }: ClosePostModalProps) {
  return (
    <Modal
      open={post !== null}
      title={
        post
          ? `${m.closeTitle(post.target === 'JOB' ? 'Opportunity' : 'Project')}: ${post.title}`
          : ''
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {post && <CloseForm post={post} onCancel={onClose} onClosed={onClosed} />}
    </Modal>
  );
}

function CloseForm({
  post,
  onCancel,
  onClosed,
}: {
  post: ClosedPost;
  onCancel: () => void;
  onClosed: () => void;
}) {
  const toast = useToast();
  const [close] = useMutation(closeOpportunityMutation);
  const { control, submit, failure, formState } = useMutationForm<CloseOpportunityValues>({
    resolver: yupResolver(closeOpportunitySchema),
    defaultValues: {
      reason: undefined,
      closed_at: dayjs().format(ISO_DAY),
      freelancer_id: undefined,
      freelancer_name: '',
    },
    onSubmit: async (input) => {
      try {
        await close({ variables: { id: post.id, input } });
      } catch (error) {
        return formFailure(error, m.closeFailed);
      }
      void toast.success(post.target === 'JOB' ? m.jobClosed : m.closedToast('Project'), 4);
      onClosed();
      return null;
    },
  });
  const reason = useWatch({ control, name: 'reason' });
  const applicants = useQuery(closeApplicantsQuery, {
    variables: { opportunityId: post.id },
    skip: reason !== FILLED_BY_APPLICANT,
  });

  return (
    <FormFrame onSubmit={submit} failure={failure} label={m.closeTitle(post.title)}>
      <FormField
        control={control}
        name="reason"
        label={m.closeReason}
        render={(field, { id }) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            aria-label={m.closeReason}
          >
            <Flex vertical gap={8}>
              {CLOSE_REASONS.map(({ value, label }) => (
                <Radio key={value} value={value}>
                  {label}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      />
      {reason === FILLED_BY_APPLICANT && (
        <>
          <SelectField
            control={control}
            name="freelancer_id"
            label={m.applicant}
            optional
            loading={applicants.loading}
            options={(applicants.data?.viewApplicants ?? []).map(({ user }) => ({
              value: user.id,
              label: user.name,
            }))}
            notFoundContent={applicants.error ? m.couldNotGetApplicants : undefined}
          />
          <TextField control={control} name="freelancer_name" label={m.applicantName} optional />
        </>
      )}
      <DateField control={control} name="closed_at" label={m.dateClosed} valueFormat={ISO_DAY} />
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{m.cancel}</Button>
        <BusyButton type="primary" danger htmlType="submit" busy={formState.isSubmitting}>
          {m.closeTitle(post.target === 'JOB' ? 'Opportunity' : 'Project')}
        </BusyButton>
      </Flex>
    </FormFrame>
  );
}
