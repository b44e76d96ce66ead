import { useQuery } from '@apollo/client/react';
import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { BillingForm } from '../credits';
import { BillingHistoryTable } from '../invoices';
import { AgencyAdminsOnly } from './agency-admins-only';
import { agencyBillingDetailsQuery } from './documents';

const m = messages.agencyBilling;

/**
 * `agency/company-billing` (agency admins; members to the 404): who the agency is billed to,
 * with manage-payment-info's billing form, and its invoices with billing-history's table.
 */
export function CompanyBillingPage() {
  return (
    <AgencyAdminsOnly>
      <CompanyBilling />
    </AgencyAdminsOnly>
  );
}

function CompanyBilling() {
  const { token } = theme.useToken();
  const details = useQuery(agencyBillingDetailsQuery, { fetchPolicy: 'network-only' });
  const style = { boxShadow: token.boxShadowTertiary };

  let form;
  if (details.error && !details.data) {
    form = (
      <RetryAlert
        title={messages.common.somethingWentWrong}
        onRetry={() => void details.refetch()}
      />
    );
  } else if (!details.data) {
    form = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    form = (
      <BillingForm
        details={details.data.billingDetails ?? null}
        onSaved={() => void details.refetch()}
      />
    );
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%' }}>
      <Card variant="borderless" style={style}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {m.companyBillingTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.companyBillingIntro}</Typography.Paragraph>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {messages.payments.billingTitle}
        </Typography.Title>
        {form}
      </Card>
      <Card variant="borderless" style={style}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {messages.invoices.title}
        </Typography.Title>
        <BillingHistoryTable emptyText={m.invoicesEmpty} />
      </Card>
    </Flex>
  );
}
