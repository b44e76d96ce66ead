import { Form } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { messages } from '../../../shared/messages';
import './form-field.css';

export interface FieldControl {
  /** The input's id, which the label points at. */
  id: string;
  invalid: boolean;
  /** For the input's `aria-invalid`. */
  ariaInvalid: true | undefined;
}

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** The input's id; the field name when not given. */
  id?: string;
  /** Adds '(optional)' after the label. */
  optional?: boolean;
  /** A hint under the input (replaced by the error while there is one). */
  extra?: ReactNode;
  /** An error the schema does not know (a server's answer); shown before the schema's. */
  error?: string | null;
  render: (field: ControllerRenderProps<T, N>, control: FieldControl) => ReactElement;
}

/**
 * One labelled input of a react-hook-form form laid out by antd: the label, the error
 * message the shared yup schema gives (the brief's text), and a hint. antd's Form only
 * lays the fields out (`<Form component={false}>`); react-hook-form owns the values.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  id = name.replaceAll('.', '-'),
  optional = false,
  extra,
  error,
  render,
}: FormFieldProps<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = error ?? fieldState.error?.message ?? firstNestedMessage(fieldState.error);
        const invalid = Boolean(message);
        return (
          <Form.Item
            label={
              optional ? (
                <>
                  {label}{' '}
                  <span className="form-field-optional">{messages.registrationPages.optional}</span>
                </>
              ) : (
                label
              )
            }
            htmlFor={id}
            validateStatus={invalid ? 'error' : undefined}
            help={message}
            extra={extra}
          >
            {render(field, { id, invalid, ariaInvalid: invalid ? true : undefined })}
          </Form.Item>
        );
      }}
    />
  );
}

/** A list field's error can sit on one of its items (`positions[5]`); show the first. */
function firstNestedMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  for (const value of Object.values(error)) {
    if (typeof value === 'object' && value !== null && 'message' in value) {
      const { message } = value as { message?: unknown };
      if (typeof message === 'string') return message;
    }
  }
  return undefined;
}
