import { Card, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { BillingAdminsOnly } from '../credits';
import { BillingHistoryTable } from './billing-history-table';

const m = messages.invoices;

/**
 * `billing-history` (employer admins, approved or not): every invoice, newest first, with the brief's columns
 * Item, Date, Amount and Invoice (Download PDF). Members are sent to the 404.
 */
export function BillingHistoryPage() {
  return (
    <BillingAdminsOnly>
      <BillingHistory />
    </BillingAdminsOnly>
  );
}

function BillingHistory() {
  const { token } = theme.useToken();
  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.title}
      </Typography.Title>
      <BillingHistoryTable />
    </Card>
  );
}
