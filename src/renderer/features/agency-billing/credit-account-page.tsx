import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import type { AgencyCreditAccountQuery } from '../../gql/graphql';
import { organisationName } from '../../lib/session/active-team';
import { useCurrentUser } from '../../lib/session/session-context';
import { RetryAlert } from '../../ui/retry-alert';
import { CreditAccountForm } from '../credits';
import { AgencyAdminsOnly } from './agency-admins-only';
import { agencyCreditAccountQuery } from './documents';

const m = messages.agencyBilling;
const f = messages.credits.creditAccountFields;

type Account = NonNullable<AgencyCreditAccountQuery['creditAccount']>;

const ALERT_TYPE = { PENDING: 'info', APPROVED: 'success', DECLINED: 'warning' } as const;
const TAG_COLOR = { PENDING: 'blue', APPROVED: 'green', DECLINED: 'orange' } as const;
/** The tags' text a shade darker than antd's, for AA contrast on their light backgrounds. */
const TAG_TEXT = { PENDING: '#003eb3', APPROVED: '#135200', DECLINED: '#873800' } as const;

/**
 * `agency/credit-account` (agency admins; members to the 404): apply with the employer's
 * credit account form, then the application's status (pending, approved, declined) and what
 * it means, where the invoices go, and the details updated or the application made again.
 */
export function CreditAccountPage() {
  return (
    <AgencyAdminsOnly approved>
      <CreditAccount />
    </AgencyAdminsOnly>
  );
}

function CreditAccount() {
  const { token } = theme.useToken();
  const { user, group } = useCurrentUser();
  const query = useQuery(agencyCreditAccountQuery, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(false);
  const account = query.data?.creditAccount ?? null;

  let body;
  if (query.error && !query.data) {
    body = (
      <RetryAlert title={messages.common.somethingWentWrong} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (editing) {
    body = (
      <CreditAccountForm
        company={organisationName(user, group) ?? ''}
        intro={m.formIntro}
        details={account ? formValuesOf(account) : null}
        onCancel={() => setEditing(false)}
        onSubmitted={() => {
          setEditing(false);
          void query.refetch();
        }}
      />
    );
  } else if (!account) {
    body = (
      <Flex vertical gap={16} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>{m.creditAccountIntro}</Typography.Paragraph>
        <Button type="primary" onClick={() => setEditing(true)}>
          {messages.credits.applyForCreditAccount}
        </Button>
      </Flex>
    );
  } else {
    body = <AccountStatus account={account} onEdit={() => setEditing(true)} />;
  }

  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary, maxWidth: 760, width: '100%' }}
    >
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.creditAccountTitle}
      </Typography.Title>
      {body}
    </Card>
  );
}

function AccountStatus({ account, onEdit }: { account: Account; onEdit: () => void }) {
  const status = m.statuses[account.status];
  const address = [
    account.invoice_address_1,
    account.invoice_address_2,
    account.invoice_city,
    account.invoice_state,
    account.invoice_zip,
    countryName(account.invoice_country),
  ].filter(Boolean);
  return (
    <Flex vertical gap={24}>
      <Alert
        type={ALERT_TYPE[account.status]}
        showIcon
        title={
          <Flex gap={8} align="center" wrap>
            <span>{status.title}</span>
            <Tag
              color={TAG_COLOR[account.status]}
              style={{ margin: 0, color: TAG_TEXT[account.status] }}
            >
              {m.status}: {status.tag}
            </Tag>
          </Flex>
        }
        description={status.text}
      />
      <Descriptions
        title={m.invoicesGoTo}
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'company', label: f.company, children: account.invoice_company },
          { key: 'address', label: m.address, children: address.join(', ') },
          { key: 'phone', label: f.phone, children: account.invoice_phone },
          { key: 'email', label: f.email, children: account.invoice_email },
        ]}
      />
      <Flex justify="end">
        <Button type={account.status === 'DECLINED' ? 'primary' : 'default'} onClick={onEdit}>
          {account.status === 'DECLINED' ? m.applyAgain : m.updateDetails}
        </Button>
      </Flex>
    </Flex>
  );
}

function formValuesOf(account: Account) {
  return {
    invoice_company: account.invoice_company,
    invoice_address_1: account.invoice_address_1,
    invoice_address_2: account.invoice_address_2 ?? '',
    invoice_city: account.invoice_city,
    invoice_state: account.invoice_state,
    invoice_country: account.invoice_country,
    invoice_zip: account.invoice_zip,
    invoice_phone: account.invoice_phone,
    invoice_email: account.invoice_email,
  };
}
