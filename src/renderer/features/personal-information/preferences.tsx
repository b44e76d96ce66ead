import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  PREFERENCES_MAX,
  PREFERENCE_JOB_TYPES,
  preferenceSchema,
  type PreferenceValues,
} from '../../../shared/validation/personal-information';
import { apiFailure, formFailure } from '../../apollo/api-failure';
import type { PreferenceFieldsFragment } from '../../gql/graphql';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import {
  activatePreferenceMutation,
  addPreferenceMutation,
  deletePreferenceMutation,
  personalInformationQuery,
  preferenceGenresQuery,
  updatePreferenceMutation,
} from './documents';
import { jobTypesText } from './personal-information-parts';

const m = messages.personalInformation;

/** The saved preferences; with `actions`, each can be paused, changed or removed. */
export function PreferenceList({
  preferences,
  actions,
}: {
  preferences: readonly PreferenceFieldsFragment[];
  actions?: (preference: PreferenceFieldsFragment) => React.ReactNode;
}) {
  if (preferences.length === 0) {
    return <Typography.Paragraph type="secondary">{m.noPreferences}</Typography.Paragraph>;
  }
  return (
    <ul className="preference-list" aria-label={m.sections.preferences}>
      {preferences.map((preference) => (
        <li key={preference.id}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{jobTypesText(preference.job_types)}</Typography.Text>{' '}
            {actions ? null : (
              <Tag
                color={preference.active ? 'green' : undefined}
                style={{ color: preference.active ? '#135200' : undefined }}
              >
                {preference.active ? m.active : m.inactive}
              </Tag>
            )}
            <Flex gap={6} wrap style={{ marginTop: 6 }}>
              {preference.genres.map((genre) => (
                <Tag key={genre.id} style={{ marginInlineEnd: 0 }}>
                  {genre.name}
                </Tag>
              ))}
            </Flex>
          </div>
          {actions?.(preference)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The edit page's preferences: each saved on its own (no need to save the whole form), with
 * an active switch, Edit, and Remove after a confirmation; Add Preference up to the maximum.
 */
export function PreferencesEditor({
  preferences,
}: {
  preferences: readonly PreferenceFieldsFragment[];
}) {
  const toast = useToast();
  // 'new', a preference's id, or null when no editor is open.
  const [editing, setEditing] = useState<string | null>(null);
  const refetch = { refetchQueries: [personalInformationQuery], awaitRefetchQueries: true };
  const [activate] = useMutation(activatePreferenceMutation);
  const [remove] = useMutation(deletePreferenceMutation, refetch);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>, done?: string) {
    setBusy(id);
    try {
      await action();
      if (done) void toast.success(done, 3);
    } catch (error) {
      void toast.error(apiFailure(error).message, 3);
    } finally {
      setBusy(null);
    }
  }

  const current = preferences.find((preference) => preference.id === editing);
  return (
    <>
      <Typography.Paragraph type="secondary">{m.preferencesIntro}</Typography.Paragraph>
      <PreferenceList
        preferences={preferences}
        actions={(preference) => (
          <Flex gap={8} align="center" wrap>
            {/* The state in plain text beside it: the switch's own inner text is too faint. */}
            <Flex gap={6} align="center">
              <Switch
                checked={preference.active}
                loading={busy === preference.id}
                aria-label={m.preferenceActiveLabel(jobTypesText(preference.job_types))}
                onChange={(active) =>
                  void run(preference.id, () =>
                    activate({ variables: { id: preference.id, active } }),
                  )
                }
              />
              <Typography.Text aria-hidden style={{ minWidth: 48 }}>
                {preference.active ? m.active : m.inactive}
              </Typography.Text>
            </Flex>
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing(preference.id)}
              disabled={editing === preference.id}
            >
              {m.editPreference}
            </Button>
            <Popconfirm
              title={m.removePreferenceConfirm}
              okText={m.removePreferenceYes}
              cancelText={m.removePreferenceNo}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                run(
                  preference.id,
                  async () => {
                    await remove({ variables: { id: preference.id } });
                    if (editing === preference.id) setEditing(null);
                  },
                  m.preferenceRemoved,
                )
              }
            >
              <Button danger icon={<DeleteOutlined aria-hidden />}>
                {m.removePreference}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      />
      {editing ? (
        <PreferenceForm
          key={editing}
          preference={current ?? null}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button
          icon={<PlusOutlined aria-hidden />}
          style={{ marginTop: 16 }}
          disabled={preferences.length >= PREFERENCES_MAX}
          onClick={() => setEditing('new')}
        >
          {m.addPreference}
        </Button>
      )}
      {preferences.length >= PREFERENCES_MAX ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {m.preferencesMax(PREFERENCES_MAX)}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/** Adds a preference (`preference` null) or changes one; what was chosen stays on a failure. */
function PreferenceForm({
  preference,
  onDone,
}: {
  preference: PreferenceFieldsFragment | null;
  onDone: () => void;
}) {
  const toast = useToast();
  const genres = useQuery(preferenceGenresQuery);
  const refetch = { refetchQueries: [personalInformationQuery], awaitRefetchQueries: true };
  const [add] = useMutation(addPreferenceMutation, refetch);
  const [update] = useMutation(updatePreferenceMutation);
  const { control, submit, failure, formState } = useMutationForm<PreferenceValues>({
    resolver: yupResolver(preferenceSchema),
    defaultValues: {
      job_types: (preference?.job_types ?? []) as PreferenceValues['job_types'],
      genres: preference?.genres.map((genre) => genre.id) ?? [],
    },
    onSubmit: async (input) => {
      try {
        if (preference) await update({ variables: { id: preference.id, input } });
        else await add({ variables: { input } });
      } catch (error) {
        return formFailure(error);
      }
      void toast.success(m.preferenceSaved, 3);
      onDone();
      return null;
    },
  });
  const title = preference ? m.editPreference : m.addPreference;
  return (
    <div className="preference-editor">
      <FormFrame onSubmit={submit} failure={failure} label={title}>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <div className="form-row">
          <SelectField
            control={control}
            name="job_types"
            id="preference-job-types"
            label={m.jobTypes}
            mode="multiple"
            placeholder={messages.onboardingPages.selectPlaceholder}
            options={PREFERENCE_JOB_TYPES.map(({ value, label }) => ({ value, label }))}
          />
          <SelectField
            control={control}
            name="genres"
            id="preference-genres"
            label={m.genres}
            mode="multiple"
            loading={genres.loading}
            placeholder={messages.onboardingPages.selectPlaceholder}
            options={(genres.data?.genres ?? []).map((genre) => ({
              value: genre.id,
              label: genre.name,
            }))}
          />
        </div>
        {genres.error ? (
          <RetryAlert title={m.genresFailed} onRetry={() => void genres.refetch()} />
        ) : null}
        <div className="personal-information-actions">
          <Button onClick={onDone}>{m.cancel}</Button>
          <SubmitButton submitting={formState.isSubmitting} size="middle">
            {m.savePreference}
          </SubmitButton>
        </div>
      </FormFrame>
    </div>
  );
}
