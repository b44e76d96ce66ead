import { yupResolver } from '@hookform/resolvers/yup';
import { Flex } from 'antd';
import type { DefaultValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PROJECT_DURATIONS } from '../../../shared/opportunities';
import { projectSchema, type ProjectValues } from '../../../shared/validation/opportunities';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { PlaceSearchField } from '../../ui/form/place-search-field';
import { SelectField } from '../../ui/form/select-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { dashboardPath } from '../../routing/paths';
import { BudgetFields, CreatorField, FollowUpField, PostHeaderFields } from './post-fields';

const m = messages.opportunities;

export type ProjectFormValues = ProjectValues;

export interface ProjectFormOptions {
  genres: readonly { id: string; name: string }[];
  services: readonly { id: string; name: string }[];
  softwareSkills: readonly { id: string; name: string }[];
  creators?: readonly { id: string; name: string }[] | null;
}

interface ProjectFormProps {
  mode: 'create' | 'edit';
  defaultValues: DefaultValues<ProjectFormValues>;
  options: ProjectFormOptions;
  canAfford?: boolean;
  /** The submit waits for the user (the cost confirmation is open), not for the server. */
  asking?: boolean;
  onSubmit: (values: ProjectFormValues) => Promise<FormOutcome | null>;
}

/** The project form (`add-project`, `edit-project/{id}`), fields in the brief's order. */
export function ProjectForm({
  mode,
  defaultValues,
  options,
  canAfford = true,
  asking = false,
  onSubmit,
}: ProjectFormProps) {
  const { control, setValue, submit, failure, formState } = useMutationForm<ProjectFormValues>({
    onSubmit,
    resolver: yupResolver(projectSchema),
    defaultValues,
  });
  const toOptions = (items: readonly { id: string; name: string }[]) =>
    items.map(({ id, name }) => ({ value: id, label: name }));

  return (
    <FormFrame
      onSubmit={submit}
      failure={failure}
      label={mode === 'create' ? m.postProjectTitle : m.editProjectTitle}
    >
      <PostHeaderFields control={control} titleLabel={m.projectTitle} />
      <SelectField
        control={control}
        name="genres"
        label={m.categoryExperience}
        mode="multiple"
        options={toOptions(options.genres)}
      />
      <PlaceSearchField control={control} name="location" label={m.projectLocation} optional />
      <RichTextField control={control} name="description" label={m.projectDescription} />
      <div className="form-row">
        <SelectField
          control={control}
          name="duration"
          label={m.projectDuration}
          options={PROJECT_DURATIONS.map(({ value, label }) => ({ value, label }))}
          showSearch={false}
        />
        <SelectField
          control={control}
          name="services"
          label={m.services}
          mode="multiple"
          options={toOptions(options.services)}
        />
      </div>
      <SelectField
        control={control}
        name="software_skills"
        label={m.softwareSkills}
        optional
        mode="multiple"
        options={toOptions(options.softwareSkills)}
      />
      <BudgetFields control={control} setValue={setValue} unitChoice={false} />
      <FollowUpField control={control} />
      {mode === 'create' && <CreatorField control={control} creators={options.creators} />}
      <Flex gap={12} align="center" wrap>
        <SubmitButton submitting={formState.isSubmitting && !asking} disabled={!canAfford}>
          {mode === 'create' ? m.submitCreate : m.submitUpdate}
        </SubmitButton>
        <Link to={dashboardPath('employer')}>{m.cancel}</Link>
      </Flex>
    </FormFrame>
  );
}
