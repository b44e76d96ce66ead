import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { messages } from '../../../shared/messages';
import { penceText } from '../../../shared/pricing';
import type { InvoicesQuery } from '../../gql/graphql';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { invoicesQuery } from './documents';
import { useInvoiceDownload } from './use-invoice-download';
import { formatDate } from '../../lib/dates';

const m = messages.invoices;

type Invoice = InvoicesQuery['invoices']['data'][number];

const dateOf = formatDate;

/**
 * The active team's invoices, newest first, with the brief's columns Item, Date, Amount and
 * Invoice (Download PDF), 20 at a time with Show More: the employer's billing-history page and
 * the agency's company-billing page. `emptyText` says why there are none yet.
 */
export function BillingHistoryTable({ emptyText = m.empty }: { emptyText?: string }) {
  const list = useQuery(invoicesQuery, {
    variables: { first: 20 },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { download, downloading } = useInvoiceDownload();
  const page = list.data?.invoices;

  if (list.error && !page) {
    return <RetryAlert title={m.couldNotGet} onRetry={() => void list.refetch()} />;
  }
  return (
    <>
      <Table<Invoice>
        rowKey="id"
        loading={list.loading}
        dataSource={page?.data ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
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
  );
}
