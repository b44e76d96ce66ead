import { yupResolver } from '@hookform/resolvers/yup';
import { Form, Radio, Space, Typography } from 'antd';
import { Controller, useWatch } from 'react-hook-form';
import type { ApiSetting } from '../../../shared/bridge';
import { messages } from '../../../shared/messages';
import {
  serverSettingSchema,
  type ServerSettingValues,
} from '../../../shared/validation/app-settings';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

const text = messages.appSettings;

interface ServerSettingFormProps {
  saved: ApiSetting;
  /** What the app uses now (a change applies at the next start). */
  inUse: string;
  onSubmit: (setting: ApiSetting) => Promise<FormOutcome | null>;
}

/** The built-in server or a remote one; main checks the address and says what is wrong. */
export function ServerSettingForm({ saved, inUse, onSubmit }: ServerSettingFormProps) {
  const { control, submit, failure, formState, clearErrors } = useMutationForm<ServerSettingValues>(
    {
      resolver: yupResolver(serverSettingSchema),
      defaultValues: { kind: saved.kind, url: saved.kind === 'remote' ? saved.url : '' },
      onSubmit: async ({ kind, url }) => {
        const outcome = await onSubmit(kind === 'remote' ? { kind, url } : { kind });
        // The remote address's problems belong on its field.
        return outcome?.message && kind === 'remote'
          ? { fields: { url: outcome.message } }
          : outcome;
      },
    },
  );
  const kind = useWatch({ control, name: 'kind' });

  return (
    <FormFrame onSubmit={submit} failure={kind === 'embedded' ? failure : null}>
      <Form.Item style={{ marginBottom: 12 }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors();
              }}
            >
              <Space direction="vertical">
                <Radio value="embedded">{text.embedded}</Radio>
                <Radio value="remote">{text.remote}</Radio>
              </Space>
            </Radio.Group>
          )}
        />
      </Form.Item>
      {kind === 'remote' && (
        <TextField
          control={control}
          name="url"
          id="app-settings-remote-url"
          label={text.remoteUrlLabel}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={text.remoteUrlPlaceholder}
        />
      )}
      <div className="app-settings-actions">
        <Typography.Text type="secondary">{inUse}</Typography.Text>
        <SubmitButton submitting={formState.isSubmitting} size="middle">
          {text.save}
        </SubmitButton>
      </div>
    </FormFrame>
  );
}
