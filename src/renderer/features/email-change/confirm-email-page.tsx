import { CheckCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Card, Result, Spin, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { apiFailure } from '../../apollo/api-failure';
import { currentUserQuery } from '../../lib/session/documents';
import { useSession } from '../../lib/session/session-context';
import { dashboardPath, loginPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { confirmEmailChangeMutation } from './documents';

const m = messages.emailChange;

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'failed'; message: string };

/**
 * `/{employer|agency}/confirm-email?token=…`, the page the email-change mail links to: it
 * confirms the change once, on opening, and says so; an unknown, expired or used link, or an
 * address someone took meanwhile, gets the API's message.
 */
export function ConfirmEmailPage({ group }: { group: Group }) {
  const { session } = useSession();
  const { token: design } = theme.useToken();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = session.status === 'signed-in';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'confirming' } : { kind: 'failed', message: m.linkExpired },
  );
  // The header shows the user's email: read it again when signed in.
  const [confirm] = useMutation(confirmEmailChangeMutation, {
    refetchQueries: signedIn ? [currentUserQuery] : [],
  });
  // Once per page: the token is good once (React's development double effects included).
  const sent = useRef(false);

  useEffect(() => {
    document.title = `${m.pageTitle} · ${messages.brand.name}`;
  }, []);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm({ variables: { token } }).then(
      (result) => {
        const email = result.data?.confirmEmailChange.email;
        setOutcome(email ? { kind: 'confirmed', email } : { kind: 'failed', message: m.failed });
      },
      (error: unknown) => {
        // FORBIDDEN: the link is dead; BAD_USER_INPUT: the address was taken meanwhile.
        const failure = apiFailure(error);
        const taken = Object.values(failure.fields)[0]?.[0];
        setOutcome({
          kind: 'failed',
          message: taken ?? (failure.code === 'FORBIDDEN' ? failure.message : m.failed),
        });
      },
    );
  }, [confirm, token]);

  const next = signedIn ? dashboardPath(session.group) : loginPath(group);
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: design.boxShadowTertiary, maxWidth: 720, width: '100%' }}
    >
      {outcome.kind === 'confirming' && (
        <div role="status" style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {m.confirming}
          </Typography.Paragraph>
        </div>
      )}
      {outcome.kind === 'confirmed' && (
        <Result
          icon={<CheckCircleOutlined style={{ color: design.colorSuccess }} />}
          title={<h1 style={{ font: 'inherit', margin: 0 }}>{m.pageTitle}</h1>}
          subTitle={<span role="status">{m.confirmed(outcome.email)}</span>}
          extra={
            <ButtonLink type="primary" size="large" to={next}>
              {m.continue}
            </ButtonLink>
          }
        />
      )}
      {outcome.kind === 'failed' && (
        <>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {m.pageTitle}
          </Typography.Title>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={outcome.message}
            style={{ marginBottom: 24 }}
          />
          <ButtonLink type="primary" size="large" to={next}>
            {m.continue}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
