import type { FieldValues } from 'react-hook-form';
import { FormField } from '../form/form-field';
import type { FieldProps } from '../form/text-field';
import { RichTextEditor } from './rich-text-editor';

/**
 * A labelled rich-text field of a react-hook-form form: `FormField` around
 * `RichTextEditor`, the editor named by the visible label (aria-labelledby) and focused
 * by the form on an error. Like the editor, only for lazily loaded pages.
 */
export function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  id = name.replaceAll('.', '-'),
  optional,
  extra,
  placeholder,
}: FieldProps<Values> & { placeholder?: string }) {
  const labelId = `${id}-label`;
  return (
    <FormField
      control={control}
      name={name}
      label={<span id={labelId}>{label}</span>}
      id={id}
      optional={optional}
      extra={extra}
      render={(field, { id: inputId, ariaInvalid }) => (
        <RichTextEditor
          ref={field.ref}
          id={inputId}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ariaInvalid={ariaInvalid}
          ariaLabelledBy={labelId}
          placeholder={placeholder}
          disabled={field.disabled}
        />
      )}
    />
  );
}
