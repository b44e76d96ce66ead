import { Checkbox, Flex, Form, Radio, Switch, Typography } from 'antd';
import {
  Controller,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormSetValue,
} from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  COMPENSATION_UNITS,
  JOB_COMPENSATION_UNITS,
  compensationRange,
  type CompensationUnit,
} from '../../../shared/opportunities';
import { FormField } from '../../ui/form/form-field';
import { DateField } from '../../ui/form/date-field';
import { MoneyRangeField } from '../../ui/form/money-range-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { DATE_FORMAT } from '../../lib/dates';

const m = messages.opportunities;

/** The fields both forms share, by the API's names. */
export interface PostFieldValues extends FieldValues {
  is_active?: boolean;
  title: string;
  job_number: string;
  minimumBudget: number;
  maximumBudget: number;
  compensation_currency: string;
  is_compensation_displayed: boolean;
  follow_up: string;
  created_by?: string | null;
}

interface FieldsProps<Values extends PostFieldValues> {
  control: Control<Values>;
}

/** Status (Published/Unpublished), the title and the date posted: the top of both forms. */
export function PostHeaderFields<Values extends PostFieldValues>({
  control,
  titleLabel,
}: FieldsProps<Values> & { titleLabel: string }) {
  return (
    <>
      <FormField
        control={control}
        name={'is_active' as Path<Values>}
        label={m.status}
        render={(field, { id }) => (
          <Flex align="center" gap={12}>
            <Switch
              id={id}
              ref={field.ref}
              checked={field.value !== false}
              onChange={(checked) => field.onChange(checked)}
              aria-describedby={`${id}-state`}
            />
            <span id={`${id}-state`}>{field.value !== false ? m.published : m.unpublished}</span>
          </Flex>
        )}
      />
      <div className="form-row">
        <TextField
          control={control}
          name={'title' as Path<Values>}
          label={titleLabel}
          maxLength={200}
        />
        <DateField
          control={control}
          name={'job_number' as Path<Values>}
          label={m.datePosted}
          valueFormat={DATE_FORMAT}
        />
      </div>
    </>
  );
}

/**
 * Salary/Budget: show compensation, currency, minimum and maximum with the unit's range and
 * step, and (jobs) the unit. A changed unit keeps amounts that still fit its range.
 */
export function BudgetFields<Values extends PostFieldValues>({
  control,
  setValue,
  unitChoice,
}: FieldsProps<Values> & {
  setValue: UseFormSetValue<Values>;
  /** Jobs choose daily or annual pay; projects have one budget. */
  unitChoice: boolean;
}) {
  const unit = (useWatch({ control, name: 'compensation_unit' as Path<Values> }) ??
    'PROJECT') as CompensationUnit;
  const [minimum, maximum] = useWatch({
    control,
    name: ['minimumBudget', 'maximumBudget'] as Path<Values>[],
  }) as [unknown, unknown];

  return (
    <fieldset className="post-form-group">
      <legend>{unitChoice ? m.salaryBudget : m.budget}</legend>
      <Controller
        control={control}
        name={'is_compensation_displayed' as Path<Values>}
        render={({ field }) => (
          <Form.Item>
            <Checkbox
              ref={field.ref}
              checked={field.value !== false}
              onChange={(event) => field.onChange(event.target.checked)}
            >
              {m.showCompensation}
            </Checkbox>
          </Form.Item>
        )}
      />
      <MoneyRangeField
        control={control}
        names={{
          currency: 'compensation_currency' as Path<Values>,
          minimum: 'minimumBudget' as Path<Values>,
          maximum: 'maximumBudget' as Path<Values>,
        }}
        labels={{ currency: m.currency, minimum: m.minimum, maximum: m.maximum }}
        range={compensationRange(unit)}
      />
      {unitChoice && (
        <FormField
          control={control}
          name={'compensation_unit' as Path<Values>}
          label={m.unit}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // An amount outside the new unit's range would only be refused: clear it.
                const next = compensationRange(event.target.value as CompensationUnit);
                for (const [name, value] of [
                  ['minimumBudget', minimum],
                  ['maximumBudget', maximum],
                ] as const) {
                  if (typeof value === 'number' && (value < next.min || value > next.max)) {
                    setValue(name as Path<Values>, undefined as never);
                  }
                }
              }}
              optionType="button"
              buttonStyle="solid"
              options={COMPENSATION_UNITS.filter(({ value }) =>
                JOB_COMPENSATION_UNITS.includes(value),
              ).map(({ value, label }) => ({ value, label }))}
              aria-label={m.unit}
            />
          )}
        />
      )}
    </fieldset>
  );
}

/** Follow Up Message, with its count (the brief shows no limit). */
export function FollowUpField<Values extends PostFieldValues>({ control }: FieldsProps<Values>) {
  const followUp = (useWatch({ control, name: 'follow_up' as Path<Values> }) ?? '') as string;
  return (
    <TextAreaField
      control={control}
      name={'follow_up' as Path<Values>}
      label={m.followUp}
      rows={4}
      extra={<Typography.Text type="secondary">{m.followUpCount(followUp.length)}</Typography.Text>}
    />
  );
}

/** Team User: another user who can post, named as the creator (create only; admins see it). */
export function CreatorField<Values extends PostFieldValues>({
  control,
  creators,
}: FieldsProps<Values> & { creators?: readonly { id: string; name: string }[] | null }) {
  if (!creators || creators.length < 2) return null;
  return (
    <SelectField
      control={control}
      name={'created_by' as Path<Values>}
      label={m.teamUser}
      optional
      options={creators.map(({ id, name }) => ({ value: id, label: name }))}
    />
  );
}
