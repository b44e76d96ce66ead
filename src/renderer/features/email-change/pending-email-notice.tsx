import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { useToast } from '../../ui/toast';
import { cancelEmailChangeMutation, resendEmailChangeMutation } from './documents';

const m = messages.emailChange;

/**
 * The sign-in email change waiting for its confirmation (docs/security.md G12), on the pages
 * that show or edit the email: the address, and the link sent again or the change cancelled.
 * `onChanged` reads the profile again after either.
 */
export function PendingEmailNotice({
  pendingEmail,
  onChanged,
}: {
  pendingEmail: string | null | undefined;
  onChanged: () => unknown;
}) {
  const toast = useToast();
  const [resend] = useMutation(resendEmailChangeMutation);
  const [cancel] = useMutation(cancelEmailChangeMutation);
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  if (!pendingEmail) return null;

  async function run(which: 'resend' | 'cancel') {
    setBusy(which);
    try {
      if (which === 'resend') {
        await resend();
        void toast.success(m.resent(pendingEmail ?? ''), 6);
      } else {
        await cancel();
        void toast.success(m.cancelled, 4);
      }
      await onChanged();
    } catch (error) {
      void toast.error(apiFailure(error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Alert
      type="info"
      showIcon
      className="pending-email-notice"
      style={{ margin: '16px 0' }}
      title={m.pending(pendingEmail)}
      action={
        <Flex gap={8} wrap>
          <Button size="small" loading={busy === 'resend'} onClick={() => void run('resend')}>
            {m.resend}
          </Button>
          <Button size="small" loading={busy === 'cancel'} onClick={() => void run('cancel')}>
            {m.cancel}
          </Button>
        </Flex>
      }
    />
  );
}

/** The toast after a save: the link sent when the save asked for a change, else `saved`. */
export function savedMessage(
  typedEmail: string,
  pendingEmail: string | null | undefined,
  saved: string,
): { text: string; seconds: number } {
  return pendingEmail && pendingEmail === typedEmail.trim().toLowerCase()
    ? { text: m.linkSent(pendingEmail), seconds: 8 }
    : { text: saved, seconds: 4 };
}
