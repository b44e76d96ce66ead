import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldValues } from 'react-hook-form';
import { DATE_FORMAT } from '../../lib/dates';
import { FormField } from './form-field';
import type { FieldProps } from './text-field';

dayjs.extend(customParseFormat);

/** The value a date field holds when the API takes a day: 2026-12-07. */
export const ISO_DAY = 'YYYY-MM-DD';

export interface DateFieldProps<Values extends FieldValues> extends FieldProps<Values> {
  /** How the form holds the day: `ISO_DAY` (the default) or `DATE_FORMAT` (a post's job number). */
  valueFormat?: typeof ISO_DAY | typeof DATE_FORMAT;
  /** What an emptied picker leaves: '' (the default) or null. */
  emptyValue?: '' | null;
  /** Days that can be picked: from today on, up to today, or any (the default). */
  days?: 'today-on' | 'up-to-today' | 'any';
  placeholder?: string;
  disabled?: boolean;
}

function pickable(days: DateFieldProps<FieldValues>['days']) {
  if (days === 'today-on') return (date: Dayjs) => date.isBefore(dayjs(), 'day');
  if (days === 'up-to-today') return (date: Dayjs) => date.isAfter(dayjs(), 'day');
  return undefined;
}

/**
 * A day picked from a calendar or typed, shown in the brief's one format (`DATE_FORMAT`,
 * DD/MM/YYYY) whatever the form holds. A value that is not a day shows an empty picker.
 */
export function DateField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  optional,
  extra,
  valueFormat = ISO_DAY,
  emptyValue = '',
  days = 'any',
  placeholder,
  disabled,
}: DateFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      id={id}
      optional={optional}
      extra={extra}
      render={(field, { id: inputId, invalid, ariaInvalid }) => {
        const value = field.value as string | null | undefined;
        const date = value
          ? valueFormat === ISO_DAY
            ? dayjs(value)
            : dayjs(value, valueFormat, true)
          : null;
        return (
          <DatePicker
            id={inputId}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={date?.isValid() ? date : null}
            onChange={(picked) => field.onChange(picked ? picked.format(valueFormat) : emptyValue)}
            format={DATE_FORMAT}
            placeholder={placeholder}
            disabled={disabled}
            disabledDate={pickable(days)}
            status={invalid ? 'error' : undefined}
            aria-invalid={ariaInvalid}
            style={{ width: '100%' }}
          />
        );
      }}
    />
  );
}
