import { Alert, Button, Modal, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';

const m = messages.opportunities;

/** Where job posts are bought (the brief's manage-credits). */
export const BUY_JOB_POSTS_PATH = groupPath('employer', 'manage-credits');

/**
 * The create confirmation: 'This New Opportunity Will Cost 1 Job Post' with the balance,
 * Continue and Buy More Job Posts. `confirm()` opens it and resolves with the user's answer,
 * so the form's submit simply waits for it.
 */
export function useCostConfirmation(balance: number): {
  confirm: () => Promise<boolean>;
  /** The question is on screen: the form's submit waits for the user, not the server. */
  asking: boolean;
  modal: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = (confirmed: boolean) => {
    setOpen(false);
    answer.current?.(confirmed);
    answer.current = null;
  };
  const confirm = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });
  const modal = (
    <Modal
      open={open}
      title={m.costTitle}
      onCancel={() => settle(false)}
      footer={[
        <ButtonLink key="buy" to={BUY_JOB_POSTS_PATH}>
          {m.buyMore}
        </ButtonLink>,
        <Button key="continue" type="primary" autoFocus onClick={() => settle(true)}>
          {m.continue}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{m.costBalance(balance)}</Typography.Paragraph>
    </Modal>
  );
  return { confirm, asking: open, modal };
}

/** 'Insufficient Balance!': shown on opening a new project with no job post left. */
export function InsufficientBalanceModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={m.insufficientBalance}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {m.cancel}
        </Button>,
        <ButtonLink key="buy" type="primary" to={BUY_JOB_POSTS_PATH}>
          {m.buyMore}
        </ButtonLink>,
      ]}
    >
      <Typography.Paragraph>{m.insufficientBalanceText}</Typography.Paragraph>
    </Modal>
  );
}

/** Above a new post's form when the team has no job post left: why the submit is disabled. */
export function NoJobPostsNotice() {
  return (
    <Alert
      type="warning"
      showIcon
      title={m.insufficientBalance}
      description={m.insufficientBalanceText}
      action={
        <ButtonLink size="small" to={BUY_JOB_POSTS_PATH}>
          {m.buyMore}
        </ButtonLink>
      }
      style={{ marginBottom: 24 }}
    />
  );
}
