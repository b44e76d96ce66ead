import { Flex, Switch } from 'antd';
import type { ReactNode } from 'react';
import { apiFailure } from '../../apollo/api-failure';

/** A switch saved at once, with its visible label and a hint under it. */
export function SettingSwitch({
  id,
  label,
  hint,
  checked,
  saving,
  onChange,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Flex gap={12} align="flex-start" className="setting-switch">
      <Switch
        id={id}
        checked={checked}
        loading={saving}
        onChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="setting-switch-label">
          {label}
        </label>
        {hint && (
          <div id={`${id}-hint`} className="setting-switch-hint">
            {hint}
          </div>
        )}
      </div>
    </Flex>
  );
}

/** A failure to save a setting (the switch itself went back to what is stored). */
export function failureOf(error: unknown): string {
  return apiFailure(error).message;
}
