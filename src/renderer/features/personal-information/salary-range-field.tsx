import { Radio, Select, Slider, Typography } from 'antd';
import { useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { CURRENCIES, moneyText, type Currency } from '../../../shared/opportunities';
import {
  SALARY_MIN_DISTANCE,
  SALARY_UNITS,
  salaryRange,
  type PersonalInformationValues,
  type SalaryUnit,
} from '../../../shared/validation/personal-information';
import { FormField } from '../../ui/form/form-field';

const m = messages.personalInformation;
const NO_CROSSING = { allowCross: false } as unknown as Record<string, never>;

/**
 * Salary or day-rate expectations: the rate type, the currency, and a two-handle slider over
 * the type's range in its steps (DAY 200-1000 by 25, YEAR 20000-200000 by 100). The handles
 * stay at least the brief's minimum distance apart. A new rate type starts on its full range.
 */
export function SalaryRangeField({
  control,
  setValue,
}: {
  control: Control<PersonalInformationValues>;
  setValue: UseFormSetValue<PersonalInformationValues>;
}) {
  const unit = useWatch({ control, name: 'salary_unit' }) as SalaryUnit | null | undefined;
  const currency = (useWatch({ control, name: 'salary_currency' }) ?? 'GBP') as Currency;
  const minimum = useWatch({ control, name: 'minimum_salary' });
  const maximum = useWatch({ control, name: 'maximum_salary' });
  const { errors } = useFormState({ control, name: ['minimum_salary', 'maximum_salary'] });
  // One slider holds both ends: it shows the first message of either.
  const rangeError = errors.minimum_salary?.message ?? errors.maximum_salary?.message ?? null;
  const range = unit ? salaryRange(unit) : null;
  const low = typeof minimum === 'number' ? minimum : range?.min;
  const high = typeof maximum === 'number' ? maximum : range?.max;

  return (
    <>
      <div className="form-row">
        <FormField
          control={control}
          name="salary_unit"
          label={m.rateType}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value ?? null}
              onChange={(event) => {
                const next = salaryRange(event.target.value as SalaryUnit);
                field.onChange(next.value);
                setValue('minimum_salary', next.min, { shouldValidate: true });
                setValue('maximum_salary', next.max, { shouldValidate: true });
              }}
              optionType="button"
              buttonStyle="solid"
              options={SALARY_UNITS.map(({ value, label }) => ({ value, label }))}
              aria-label={m.rateType}
            />
          )}
        />
        <FormField
          control={control}
          name="salary_currency"
          label={m.currency}
          render={(field, { id, invalid }) => (
            <Select
              {...field}
              id={id}
              options={CURRENCIES.map(({ value, label }) => ({ value, label }))}
              status={invalid ? 'error' : undefined}
            />
          )}
        />
      </div>
      {range && typeof low === 'number' && typeof high === 'number' ? (
        <FormField
          control={control}
          name="minimum_salary"
          id="salary-range"
          label={m.expectedRange}
          error={rangeError}
          extra={m.rangeHint(moneyText(range.step, currency))}
          render={(field) => (
            <div>
              <Typography.Text className="salary-range-value" aria-live="polite">
                {moneyText(low, currency)} - {moneyText(high, currency)}{' '}
                {unit === 'DAY' ? m.perDay : m.perYear}
              </Typography.Text>
              <Slider
                range
                id="salary-range"
                min={range.min}
                max={range.max}
                step={range.step}
                // The handles stop at each other rather than swap places (rc-slider's prop,
                // passed through by antd but missing from its range props' type).
                {...NO_CROSSING}
                value={[low, high]}
                ariaLabelForHandle={[`${m.expectedRange}: minimum`, `${m.expectedRange}: maximum`]}
                tooltip={{ formatter: (value) => moneyText(value ?? 0, currency) }}
                onChange={(values: number[]) => {
                  const [nextLow = range.min, nextHigh = range.max] = values;
                  // The handles never come closer than the brief's minimum distance.
                  if (nextHigh - nextLow < SALARY_MIN_DISTANCE) return;
                  field.onChange(nextLow);
                  setValue('maximum_salary', nextHigh, { shouldValidate: true });
                }}
              />
            </div>
          )}
        />
      ) : null}
    </>
  );
}
