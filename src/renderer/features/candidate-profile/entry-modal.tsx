import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox, Modal } from 'antd';
import { useWatch, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  ENTRY_DESCRIPTION_MAX,
  educationSchema,
  experienceSchema,
  type EducationValues,
  type ExperienceValues,
} from '../../../shared/validation/candidate-profile';
import { formFailure } from '../../apollo/api-failure';
import { DateField } from '../../ui/form/date-field';
import { BusyButton, FormFrame } from '../../ui/form/form-frame';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import {
  addEducationMutation,
  addExperienceMutation,
  updateEducationMutation,
  updateExperienceMutation,
} from './documents';
import { DATE_FORMAT } from '../../lib/dates';

const text = messages.candidates.manageCv;

export type EntryKind = 'experience' | 'education';

/** An entry as the profile lists it. */
export interface EntryRow {
  id: string;
  description: string;
  from: string;
  to?: string | null;
  title?: string;
  company?: string;
  school_name?: string;
  qualification?: string;
}

type EntryValues = ExperienceValues & EducationValues;

/** The modal's two named fields per kind, as the brief's modals ask for them. */
const NAMED_FIELDS = {
  experience: [
    { name: 'title', label: text.title_ },
    { name: 'company', label: text.company },
  ],
  education: [
    { name: 'school_name', label: text.school },
    { name: 'qualification', label: text.qualification },
  ],
} as const satisfies Record<EntryKind, readonly { name: keyof EntryValues; label: string }[]>;

function defaultsOf(kind: EntryKind, entry: EntryRow | null): DefaultValues<EntryValues> {
  const named = Object.fromEntries(
    NAMED_FIELDS[kind].map(({ name }) => [name, entry?.[name as keyof EntryRow] ?? '']),
  );
  return {
    ...named,
    description: entry?.description ?? '',
    from: entry?.from ?? '',
    to: entry?.to ?? null,
    present: entry ? !entry.to : false,
  };
}

interface EntryModalProps {
  kind: EntryKind;
  /** The entry to edit; null adds one. */
  entry: EntryRow | null;
  onClose: () => void;
}

/**
 * The experience and qualification modals of manage-cv: the brief's fields (each 'This
 * field is required'), the dates, and Present, which clears and disables the end date. A
 * refused save keeps the modal open with everything typed.
 */
export function EntryModal({ kind, entry, onClose }: EntryModalProps) {
  const toast = useToast();
  const [addExperience] = useMutation(addExperienceMutation);
  const [updateExperience] = useMutation(updateExperienceMutation);
  const [addEducation] = useMutation(addEducationMutation);
  const [updateEducation] = useMutation(updateEducationMutation);
  // One form for both modals: each kind's own schema decides (the same ones the server uses).
  const resolver = (kind === 'experience'
    ? yupResolver(experienceSchema)
    : yupResolver(educationSchema)) as unknown as Resolver<EntryValues>;
  const { control, submit, failure, formState, setValue, clearErrors } =
    useMutationForm<EntryValues>({
      resolver,
      defaultValues: defaultsOf(kind, entry),
      onSubmit: async (values) => {
        const input = { ...values, to: values.present ? null : values.to };
        try {
          if (kind === 'experience') {
            const experience = {
              title: input.title,
              company: input.company,
              description: input.description,
              from: input.from,
              to: input.to,
              present: input.present,
            };
            await (entry
              ? updateExperience({ variables: { id: entry.id, input: experience } })
              : addExperience({ variables: { input: experience } }));
          } else {
            const education = {
              school_name: input.school_name,
              qualification: input.qualification,
              description: input.description,
              from: input.from,
              to: input.to,
              present: input.present,
            };
            await (entry
              ? updateEducation({ variables: { id: entry.id, input: education } })
              : addEducation({ variables: { input: education } }));
          }
        } catch (error) {
          return formFailure(error);
        }
        void toast.success(messages.candidates.manageCv.saved, 3);
        onClose();
        return null;
      },
    });
  const present = useWatch({ control, name: 'present' });
  const title =
    kind === 'experience'
      ? entry
        ? text.editExperience
        : text.addExperience
      : entry
        ? text.editEducation
        : text.addEducation;
  const formId = `${kind}-entry-form`;

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {text.cancel}
        </Button>,
        <BusyButton
          key="save"
          type="primary"
          onClick={() => void submit()}
          busy={formState.isSubmitting}
        >
          {text.saveItem}
        </BusyButton>,
      ]}
    >
      <div id={formId}>
        <FormFrame onSubmit={submit} label={title} failure={failure}>
          {NAMED_FIELDS[kind].map(({ name, label }) => (
            <TextField
              key={name}
              control={control}
              name={name as FieldPath<EntryValues>}
              id={`${kind}-${name}`}
              label={label}
            />
          ))}
          <TextAreaField
            control={control}
            name="description"
            id={`${kind}-description`}
            label={text.description}
            rows={4}
            count={{ show: true, max: ENTRY_DESCRIPTION_MAX }}
          />
          <div className="form-row">
            <DateField
              control={control}
              name="from"
              id={`${kind}-from`}
              label={text.from}
              emptyValue={null}
              days="up-to-today"
              placeholder={DATE_FORMAT}
            />
            <DateField
              control={control}
              name="to"
              id={`${kind}-to`}
              label={text.to}
              emptyValue={null}
              days="up-to-today"
              placeholder={present ? text.present : DATE_FORMAT}
              disabled={present}
            />
          </div>
          <Checkbox
            checked={present}
            onChange={(event) => {
              setValue('present', event.target.checked);
              if (event.target.checked) {
                setValue('to', null);
                clearErrors('to');
              }
            }}
          >
            {text.present}
          </Checkbox>
          {/* Enter in a field sends the form; the modal's Save button sends it too. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormFrame>
      </div>
    </Modal>
  );
}
