import { Radio } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  NOTICE_PERIOD_MAX,
  NOTICE_PERIOD_MIN,
  NOTICE_PERIOD_UNITS,
  PAYROLL_STATUSES,
  RIGHT_TO_WORK,
  WORK_LOCATIONS,
} from '../../../shared/options';
import { DateField } from './date-field';
import { FormField } from './form-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';

/** A candidate's availability, by the API's names (complete-profile and personal information). */
export interface AvailabilityValues {
  location?: string;
  payroll_status?: number;
  right_to_work?: string;
  /** YYYY-MM-DD. */
  start_date: string;
  notice_period?: number;
  notice_period_unit?: string;
}

const options = (list: readonly { value: string | number; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

/** One choice out of a few, as a row of buttons named by the label. */
function ChoiceButtons({
  control,
  name,
  label,
  choices,
}: {
  control: Control<AvailabilityValues>;
  name: 'location' | 'payroll_status';
  label: string;
  choices: readonly { value: string | number; label: string }[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      render={(field, { id }) => (
        <Radio.Group
          id={id}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          optionType="button"
          buttonStyle="solid"
          block
          options={options(choices)}
          aria-label={label}
        />
      )}
    />
  );
}

/**
 * Work location, payroll status, right to work, the day they can start (from today on) and
 * the notice period with its unit. Takes the form's control narrowed to these fields, as
 * `AddressFields` does: each form's schema gives the messages.
 */
export function AvailabilityFields({ control }: { control: Control<AvailabilityValues> }) {
  const text = messages.onboardingPages;
  return (
    <>
      <ChoiceButtons
        control={control}
        name="location"
        label={text.workLocation}
        choices={WORK_LOCATIONS}
      />
      <ChoiceButtons
        control={control}
        name="payroll_status"
        label={text.payrollStatus}
        choices={PAYROLL_STATUSES}
      />
      <div className="form-row">
        <SelectField
          control={control}
          name="right_to_work"
          label={text.rightToWork}
          placeholder={text.selectPlaceholder}
          options={options(RIGHT_TO_WORK)}
        />
        <DateField
          control={control}
          name="start_date"
          label={text.startDate}
          placeholder={text.startDatePlaceholder}
          days="today-on"
        />
      </div>
      <div className="form-row">
        <NumberField
          control={control}
          name="notice_period"
          label={text.noticePeriod}
          min={NOTICE_PERIOD_MIN}
          max={NOTICE_PERIOD_MAX}
          precision={0}
        />
        <SelectField
          control={control}
          name="notice_period_unit"
          label={text.noticePeriodUnit}
          placeholder={text.selectPlaceholder}
          options={options(NOTICE_PERIOD_UNITS)}
        />
      </div>
    </>
  );
}
