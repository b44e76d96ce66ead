import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { TextField } from '../../ui/form/text-field';

export interface NameValues {
  first_name: string;
  last_name: string;
}

/** First and last name side by side, as every sign-up form asks them. */
export function NameFields({ control }: { control: Control<NameValues> }) {
  const text = messages.registrationPages;
  return (
    <div className="form-row">
      <TextField
        control={control}
        name="first_name"
        label={text.firstName}
        size="large"
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name="last_name"
        label={text.lastName}
        size="large"
        autoComplete="family-name"
      />
    </div>
  );
}
