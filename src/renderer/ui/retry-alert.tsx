import { Alert, Button } from 'antd';
import { messages } from '../../shared/messages';

/** Something did not load: says so, with Try again. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.nav.retry}
        </Button>
      }
    />
  );
}
