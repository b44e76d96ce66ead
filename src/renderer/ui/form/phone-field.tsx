import type { InputProps } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { PHONE_HINT } from '../../../shared/phone';
import { TextField, type FieldProps } from './text-field';

/**
 * A phone number input as every form shows it: a `tel` input the browser may fill, with the
 * brief's hint as its placeholder. The value is checked and tidied by the shared schema
 * (shared/phone.ts), not here.
 */
export function PhoneField<Values extends FieldValues>(
  props: FieldProps<Values> & Pick<InputProps, 'size'>,
) {
  return <TextField {...props} type="tel" autoComplete="tel" placeholder={PHONE_HINT} />;
}
