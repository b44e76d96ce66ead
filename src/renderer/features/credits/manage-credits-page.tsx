import { DownloadOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  InputNumber,
  Skeleton,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { RetryAlert } from '../../ui/retry-alert';
import { JOB_POST_QTY, penceText, type PriceCalculation } from '../../../shared/pricing';
import type { CreditHistoryQuery } from '../../gql/graphql';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { currentCreditQuery } from '../account';
import { DEFAULT_PRICE } from './default-price';
import { calculatePriceQuery, creditHistoryQuery } from './documents';
import { useInvoiceDownload } from '../invoices';
import { Balance } from './balance';
import { PaymentPanel } from './payment-panel';
import { PromoCodeField } from './promo-code-field';
import './credits.css';
import { BuyersOnly } from './buyers-only';
import { formatDate } from '../../lib/dates';

const m = messages.credits;

/**
 * `manage-credits` (Purchase Job Posts): the team's balance, the price of 1 to 10 job posts
 * with the volume discount and a promo code, worked out by the server, and the balance
 * history. For the approved admins of a company team; members are sent to the 404, as the
 * brief says (the API refuses them too).
 */
export function ManageCreditsPage() {
  return (
    <BuyersOnly>
      <PurchaseJobPosts />
    </BuyersOnly>
  );
}

function PurchaseJobPosts() {
  const { token } = theme.useToken();
  const card = { boxShadow: token.boxShadowTertiary };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }}>
      <Card variant="borderless" style={card}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {m.purchaseTitle}
        </Typography.Title>
        <Balance />
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          {m.subscriptionPrompt}{' '}
          <Link to={groupPath('employer', 'subscription')}>{m.subscriptionLink}</Link>
        </Typography.Paragraph>
      </Card>
      <Card variant="borderless" style={card}>
        <PriceCalculator />
      </Card>
      <Card variant="borderless" style={card}>
        <BalanceHistory />
      </Card>
    </Flex>
  );
}

/**
 * The quantity calculator and the cart: the server prices every change (a quantity typed
 * above 10 becomes 10; below 1, 'Min 1'). Apply checks the promo code first, as the brief
 * does; emptying the field takes the promo and its message away.
 */
function PriceCalculator() {
  const client = useApolloClient();
  const [qtyInput, setQtyInput] = useState<number | null>(JOB_POST_QTY.initial);
  const [qty, setQty] = useState<number>(JOB_POST_QTY.initial);
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const price = useQuery(calculatePriceQuery, {
    variables: { qty, promo: applied },
    fetchPolicy: 'cache-and-network',
  });
  // The last price stays while the next one loads, so the cart does not flicker; before the
  // first answer, the brief's default figures for one post (default-price.ts).
  const shown =
    (price.data ?? price.previousData)?.calculatePrice ??
    (qty === DEFAULT_PRICE.qty && !applied ? DEFAULT_PRICE : null);

  const changeQty = (value: number | null) => {
    setQtyInput(value === null ? null : Math.min(value, JOB_POST_QTY.max));
    if (value === null || value < JOB_POST_QTY.min) {
      setQtyError(m.qtyMin);
      return;
    }
    setQtyError(null);
    setQty(Math.min(Math.trunc(value), JOB_POST_QTY.max));
  };

  return (
    <div className="purchase-calculator">
      <div>
        <Typography.Paragraph>
          {shown
            ? m.payAsYouGo(penceText(shown.unitPriceExcludingDiscount), shown.vatPercentage)
            : null}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{m.volumeDiscount}</Typography.Paragraph>
        <Form
          layout="vertical"
          requiredMark={false}
          onSubmitCapture={(event) => event.preventDefault()}
        >
          <Form.Item
            label={m.quantity}
            htmlFor="purchase-qty"
            validateStatus={qtyError ? 'error' : undefined}
            help={qtyError}
          >
            <InputNumber
              id="purchase-qty"
              min={JOB_POST_QTY.min}
              max={JOB_POST_QTY.max}
              precision={0}
              value={qtyInput}
              onChange={changeQty}
              style={{ width: 140 }}
            />
          </Form.Item>
          <PromoCodeField id="purchase-promo" onApplied={setApplied} />
        </Form>
      </div>
      <section aria-labelledby="purchase-cart" aria-busy={price.loading}>
        <Typography.Title level={2} id="purchase-cart" className="purchase-heading">
          {m.cart}
        </Typography.Title>
        {price.error ? (
          <RetryAlert title={m.couldNotPrice} onRetry={() => void price.refetch()} />
        ) : shown ? (
          <Flex vertical gap={16}>
            <Cart price={shown} />
            <PaymentPanel
              qty={qty}
              promo={applied}
              total={penceText(shown.total)}
              disabled={qtyError !== null || price.loading}
              onPaid={() => {
                // The brief: the balance refreshes and the quantity returns to 1.
                setQtyInput(JOB_POST_QTY.initial);
                setQty(JOB_POST_QTY.initial);
                void client.refetchQueries({ include: [currentCreditQuery, creditHistoryQuery] });
              }}
            />
          </Flex>
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        )}
      </section>
    </div>
  );
}

/** The price's lines: per-post discount above 1, the Discounts Applied row above 2 (the brief). */
function Cart({ price }: { price: PriceCalculation }) {
  const rows: [string, ReactNode][] = [
    [m.jobPosts(price.qty), penceText(price.subtotalExcludingDiscount)],
  ];
  if (price.qty > 1) {
    rows.push([
      m.discountPerPost(price.discountPercentage),
      `−${penceText(price.discountPerUnitAmount)}`,
    ]);
  }
  if (price.qty > 2) rows.push([m.discountsApplied, `−${penceText(price.discountAmount)}`]);
  if (price.promo) rows.push([m.promoLine(price.promo.code), `−${penceText(price.promoAmount)}`]);
  rows.push(
    [m.subtotal, penceText(price.subtotalIncludingDiscount - price.promoAmount)],
    [m.vat(price.vatPercentage), penceText(price.vatAmount)],
  );
  return (
    <dl className="purchase-cart">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="purchase-total">
        <dt>{m.total}</dt>
        <dd>{penceText(price.total)}</dd>
      </div>
    </dl>
  );
}

type HistoryEntry = CreditHistoryQuery['creditHistory']['data'][number];

/** The ledger, newest first, ten at a time with Show More. */
function BalanceHistory() {
  const invoiceDownload = useInvoiceDownload();
  const history = useQuery(creditHistoryQuery, {
    variables: { first: 10 },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const page = history.data?.creditHistory;
  const columns = m.historyColumns;

  let body: ReactNode;
  if (history.error && !page) {
    body = <RetryAlert title={m.couldNotGetHistory} onRetry={() => void history.refetch()} />;
  } else {
    body = (
      <>
        <Table<HistoryEntry>
          rowKey="id"
          size="middle"
          loading={history.loading}
          dataSource={page?.data ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.historyEmpty} />,
          }}
          columns={[
            {
              title: columns.date,
              dataIndex: 'created_at',
              render: (value: string) => <time dateTime={value}>{formatDate(value)}</time>,
            },
            {
              title: columns.type,
              dataIndex: 'type',
              render: (value: string) => (
                <Tag color={value === 'IN' ? 'blue' : undefined}>{value}</Tag>
              ),
            },
            { title: columns.qty, dataIndex: 'qty', align: 'right' },
            {
              title: columns.total,
              dataIndex: 'total',
              align: 'right',
              render: (value: number) => (value > 0 ? penceText(value) : '—'),
            },
            { title: columns.balance, dataIndex: 'balance', align: 'right' },
            {
              title: columns.invoice,
              dataIndex: 'invoice_id',
              render: (value: string | null) =>
                value ? (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={invoiceDownload.downloading === value}
                    onClick={() => void invoiceDownload.download(value)}
                  >
                    {messages.invoices.download}
                    <VisuallyHidden> {value}</VisuallyHidden>
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        {page?.paginatorInfo.hasMorePages ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button
              loading={history.loading}
              onClick={() =>
                void history.fetchMore({
                  variables: { after: page.paginatorInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    creditHistory: {
                      ...fetchMoreResult.creditHistory,
                      data: [...previous.creditHistory.data, ...fetchMoreResult.creditHistory.data],
                    },
                  }),
                })
              }
            >
              {m.showMore}
            </Button>
          </Flex>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="purchase-history">
      <Typography.Title level={2} id="purchase-history" className="purchase-heading">
        {m.history}
      </Typography.Title>
      {body}
    </section>
  );
}
