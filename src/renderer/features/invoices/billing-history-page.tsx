import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Flex, Table, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { penceText } from '../../../shared/pricing';
import type { InvoicesQuery } from '../../gql/graphql';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { invoicesQuery } from './documents';
import { useInvoiceDownload } from './use-invoice-download';
import { BuyersOnly } from '../credits/buyers-only';

const m = messages.invoices;

type Invoice = InvoicesQuery['invoices']['data'][number];

const dateOf = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

/**
 * `billing-history` (employer admins): every invoice, newest first, with the brief's columns
 * Item, Date, Amount and Invoice (Download PDF). Members are sent to the 404.
 */
export function BillingHistoryPage() {
  return (
    <BuyersOnly>
      <BillingHistory />
    </BuyersOnly>
  );
}

function BillingHistory() {
  const { token } = theme.useToken();
  const list = useQuery(invoicesQuery, {
    variables: { first: 20 },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { download, downloading } = useInvoiceDownload();
  const page = list.data?.invoices;

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.title}
      </Typography.Title>
      {list.error && !page ? (
        <RetryAlert title={m.couldNotGet} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table<Invoice>
            rowKey="id"
            loading={list.loading}
            dataSource={page?.data ?? []}
            pagination={false}
            scroll={{ x: 600 }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} />,
            }}
            columns={[
              {
                title: m.columns.item,
                dataIndex: 'item',
                render: (item: string, invoice) => (
                  <>
                    {item}
                    <Typography.Text type="secondary"> · {invoice.number}</Typography.Text>
                  </>
                ),
              },
              {
                title: m.columns.date,
                dataIndex: 'issued_at',
                render: (value: string) => <time dateTime={value}>{dateOf(value)}</time>,
              },
              {
                title: m.columns.amount,
                dataIndex: 'total',
                align: 'right',
                render: (total: number, invoice) => (
                  <Flex vertical align="end">
                    {penceText(total)}
                    {invoice.status === 'PAID' ? (
                      <Tag color="green" style={{ margin: 0, color: '#135200' }}>
                        {m.paid}
                      </Tag>
                    ) : (
                      <Tag style={{ margin: 0 }}>{m.due(dateOf(invoice.due_at))}</Tag>
                    )}
                  </Flex>
                ),
              },
              {
                title: m.columns.invoice,
                key: 'invoice',
                render: (_value, invoice) => (
                  <Button
                    icon={<DownloadOutlined />}
                    loading={downloading === invoice.number}
                    onClick={() => void download(invoice.number)}
                  >
                    {m.download}
                    <VisuallyHidden> {invoice.number}</VisuallyHidden>
                  </Button>
                ),
              },
            ]}
          />
          {page?.paginatorInfo.hasMorePages ? (
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Button
                loading={list.loading}
                onClick={() =>
                  void list.fetchMore({
                    variables: { after: page.paginatorInfo.endCursor },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      invoices: {
                        ...fetchMoreResult.invoices,
                        data: [...previous.invoices.data, ...fetchMoreResult.invoices.data],
                      },
                    }),
                  })
                }
              >
                {messages.credits.showMore}
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Card>
  );
}
