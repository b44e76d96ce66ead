import { Alert } from 'antd';
import type { FailureMessage } from './use-mutation-form';

/** A form's failure above its fields, announced to screen readers; nothing without one. */
export function FormFailure({ message }: { message: FailureMessage | null | undefined }) {
  const list = typeof message === 'string' ? [message] : (message ?? []);
  if (list.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={
        list.length === 1 ? (
          list[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )
      }
      style={{ marginBottom: 20 }}
    />
  );
}
