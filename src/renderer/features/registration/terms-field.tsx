import { Checkbox } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { FormField } from '../../ui/form/form-field';

/** The terms and conditions box every sign-up form ends with. */
export function TermsField({ control }: { control: Control<{ tnc: boolean }> }) {
  return (
    <FormField
      control={control}
      name="tnc"
      id="register-tnc"
      label={null}
      render={(field, { id }) => (
        <Checkbox
          id={id}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {messages.registrationPages.terms}
        </Checkbox>
      )}
    />
  );
}
