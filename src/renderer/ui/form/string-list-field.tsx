import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import type { FieldError } from 'react-hook-form';
import { messages } from '../../../shared/messages';

interface StringListFieldProps {
  /** Ids are `${id}-0`, `${id}-1`, …; the label points at the first. */
  id: string;
  label: string;
  /** Each input's own accessible name, numbered: 'Locations 2'. */
  itemLabel: string;
  addLabel: string;
  max: number;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** react-hook-form's error for the list: a message of its own, or one per item. */
  error: FieldError | undefined;
  type?: 'text' | 'tel';
  placeholder?: string;
  autoComplete?: string;
}

/**
 * The shared schemas drop blank entries before checking a list, so an item's error is at
 * its index among the non-blank entries; this finds the input it belongs to.
 */
export function itemErrors(value: readonly string[], error: unknown): (string | undefined)[] {
  const filled = value.flatMap((item, index) => (item.trim() === '' ? [] : [index]));
  const messagesByInput: (string | undefined)[] = value.map(() => undefined);
  if (typeof error !== 'object' || error === null) return messagesByInput;
  filled.forEach((inputIndex, filledIndex) => {
    const item: unknown = (error as Record<number, unknown>)[filledIndex];
    if (typeof item === 'object' && item !== null && 'message' in item) {
      const { message } = item as { message?: unknown };
      if (typeof message === 'string') messagesByInput[inputIndex] = message;
    }
  });
  return messagesByInput;
}

/** A short list of texts (an agency's locations or phone numbers): add, edit, remove. */
export function StringListField({
  id,
  label,
  itemLabel,
  addLabel,
  max,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  placeholder,
  autoComplete,
}: StringListFieldProps) {
  const items = value.length > 0 ? value : [''];
  const perItem = itemErrors(items, error);
  const listMessage = error?.message ?? error?.root?.message;

  function update(index: number, next: string) {
    onChange(items.map((item, i) => (i === index ? next : item)));
  }

  return (
    <Form.Item
      label={label}
      htmlFor={`${id}-0`}
      // Only a message about the whole list marks every input; an item's marks its own.
      validateStatus={listMessage ? 'error' : undefined}
      help={listMessage}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {items.map((item, index) => (
          <div key={index}>
            <div className="onboarding-list-item">
              <Input
                id={`${id}-${index}`}
                type={type}
                value={item}
                placeholder={placeholder}
                autoComplete={autoComplete}
                aria-label={index === 0 ? undefined : `${itemLabel} ${index + 1}`}
                aria-invalid={perItem[index] ? true : undefined}
                status={perItem[index] ? 'error' : undefined}
                onChange={(event) => update(index, event.target.value)}
                onBlur={onBlur}
              />
              {items.length > 1 && (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`${messages.onboardingPages.remove} ${itemLabel} ${index + 1}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                />
              )}
            </div>
            {perItem[index] && (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 14 }}>
                {perItem[index]}
              </Typography.Text>
            )}
          </div>
        ))}
        {items.length < max && (
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => onChange([...items, ''])}
            style={{ alignSelf: 'flex-start' }}
          >
            {addLabel}
          </Button>
        )}
      </div>
    </Form.Item>
  );
}
