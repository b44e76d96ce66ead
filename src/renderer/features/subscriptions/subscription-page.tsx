import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Modal,
  Skeleton,
  Table,
  Typography,
  theme,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { penceText } from '../../../shared/pricing';
import { apiFailure } from '../../apollo/api-failure';
import type { PurchaseOutcomeFragment, SubscriptionPageQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../lib/session/session-context';
import { groupPath } from '../../routing/paths';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import {
  BillingForm,
  BuyersOnly,
  PromoCodeField,
  SavedCard,
  usePaymentAuthentication,
} from '../credits';
import {
  addSubscriptionMutation,
  cancelSubscriptionMutation,
  resumeSubscriptionMutation,
  retrySubscriptionPaymentMutation,
  subscriptionOfferQuery,
  subscriptionPageQuery,
} from './documents';
import { formatDate } from '../../lib/dates';

const m = messages.subscriptions;

type Page = SubscriptionPageQuery;
type Subscription = NonNullable<Page['subscription']>;
type HistoryEntry = Subscription['history'][number];

const dateOf = (iso: string) => dayjs(iso).format('D MMMM YYYY');

/**
 * `subscription` (employer admins): 'Start Your Subscription' while the team has none (or it
 * ended), else 'Update Payment Info' with the renewal date from the latest history entry,
 * cancellation at the month's end, a failed renewal's retry, and the history. The billing
 * address and the card are the team's (the same as manage-payment-info's). Members are sent
 * to the 404.
 */
export function SubscriptionPage() {
  return (
    <BuyersOnly>
      <SubscriptionContent />
    </BuyersOnly>
  );
}

function SubscriptionContent() {
  const { token } = theme.useToken();
  const page = useQuery(subscriptionPageQuery, { fetchPolicy: 'network-only' });
  const style = { boxShadow: token.boxShadowTertiary };
  const refetch = () => void page.refetch();

  if (page.error && !page.data) {
    return <RetryAlert title={m.couldNotGet} onRetry={refetch} />;
  }
  if (!page.data) {
    return (
      <Card variant="borderless" style={{ ...style, maxWidth: 760 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const { subscription } = page.data;
  const live = subscription && subscription.status !== 'ENDED' ? subscription : null;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <Card variant="borderless" style={style}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {live ? m.updateTitle : m.startTitle}
        </Typography.Title>
        {live ? (
          <SubscriptionStatus
            subscription={live}
            posts={page.data.subscriptionOffer.job_posts}
            onChanged={refetch}
          />
        ) : (
          <>
            {subscription ? (
              <Alert
                type="info"
                showIcon
                title={m.ended(dateOf(subscription.current_period_end))}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Typography.Paragraph style={{ margin: 0 }}>
              {m.offer(
                penceText(page.data.subscriptionOffer.price.unitPriceExcludingDiscount),
                page.data.subscriptionOffer.job_posts,
              )}
            </Typography.Paragraph>
          </>
        )}
      </Card>
      <Card variant="borderless" style={style}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {m.billingSection}
        </Typography.Title>
        <BillingForm details={page.data.billingDetails ?? null} onSaved={refetch} />
      </Card>
      <Card variant="borderless" style={style}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {m.cardSection}
        </Typography.Title>
        <SavedCard
          card={page.data.defaultPaymentMethod ?? null}
          gateway={page.data.paymentSetup.gateway}
          onSaved={refetch}
        />
      </Card>
      {live ? null : (
        <Card variant="borderless" style={style}>
          <StartSubscription page={page.data} />
        </Card>
      )}
      {subscription ? (
        <Card variant="borderless" style={style}>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {m.history}
          </Typography.Title>
          <History entries={subscription.history} />
        </Card>
      ) : null}
    </Flex>
  );
}

/**
 * The promo code, the first charge and Subscribe Now: the first month is charged to the team's card
 * (which, with the billing address, must be saved first); success goes to the dashboard.
 */
function StartSubscription({ page }: { page: Page }) {
  const navigate = useNavigate();
  const { group } = useCurrentUser();
  const toast = useToast();
  const [promo, setPromo] = useState<string | null>(null);
  const offer = useQuery(subscriptionOfferQuery, {
    variables: { promo },
    fetchPolicy: 'cache-and-network',
  });
  const [addSubscription] = useMutation(addSubscriptionMutation);
  const { authenticate, dialog } = usePaymentAuthentication();
  const [subscribing, setSubscribing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = (offer.data ?? offer.previousData)?.subscriptionOffer ?? null;
  const missing = !page.billingDetails
    ? m.billingFirst
    : !page.defaultPaymentMethod
      ? m.cardFirst
      : null;

  const subscribe = async () => {
    setSubscribing(true);
    setFailure(null);
    try {
      // One key per attempt: a retried request after a lost answer is the same payment.
      const answer = await addSubscription({
        variables: { input: { promo, idempotency_key: crypto.randomUUID() } },
      });
      let outcome: PurchaseOutcomeFragment | undefined = answer.data?.addSubscription;
      if (outcome?.status === 'REQUIRES_ACTION') {
        setSubscribing(false);
        outcome = await authenticate(outcome);
      }
      if (outcome?.status === 'SUCCEEDED') {
        void toast.success(m.subscribed, 4);
        void navigate(groupPath(group, 'dashboard'));
        return;
      }
      setFailure(outcome?.message ?? messages.payments.declined);
    } catch (error) {
      setFailure(apiFailure(error).message);
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Form
        layout="vertical"
        requiredMark={false}
        onSubmitCapture={(event) => event.preventDefault()}
      >
        <PromoCodeField id="subscription-promo" onApplied={setPromo} />
      </Form>
      {offer.error ? (
        <RetryAlert title={messages.credits.couldNotPrice} onRetry={() => void offer.refetch()} />
      ) : shown ? (
        <Typography.Paragraph strong aria-live="polite">
          {m.firstCharge(penceText(shown.price.total))}
        </Typography.Paragraph>
      ) : (
        <Skeleton active paragraph={false} />
      )}
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {missing && page.paymentSetup.gateway !== 'NONE' ? (
        <Typography.Text type="secondary">{missing}</Typography.Text>
      ) : null}
      <Flex justify="end">
        <Button
          type="primary"
          size="large"
          loading={subscribing}
          disabled={missing !== null || page.paymentSetup.gateway === 'NONE' || !shown}
          onClick={() => void subscribe()}
        >
          {m.subscribe}
        </Button>
      </Flex>
      {dialog}
    </Flex>
  );
}

/** When it renews (or ends), a failed renewal and its retry, and cancelling or keeping it. */
function SubscriptionStatus({
  subscription,
  posts,
  onChanged,
}: {
  subscription: Subscription;
  /** The job posts a month adds. */
  posts: number;
  onChanged: () => void;
}) {
  const toast = useToast();
  const [cancel, cancelling] = useMutation(cancelSubscriptionMutation);
  const [resume, resuming] = useMutation(resumeSubscriptionMutation);
  const [retry] = useMutation(retrySubscriptionPaymentMutation);
  const { authenticate, dialog } = usePaymentAuthentication();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The brief: the renewal date is the latest history entry's ends_at.
  const renewal = subscription.history[0]?.ends_at ?? subscription.current_period_end;

  const change = async (run: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await run();
      void toast.success(done, 3);
      onChanged();
    } catch (error) {
      setFailure(apiFailure(error).message);
    }
  };

  const retryPayment = async () => {
    setRetrying(true);
    setFailure(null);
    try {
      const answer = await retry();
      let outcome: PurchaseOutcomeFragment | undefined = answer.data?.retrySubscriptionPayment;
      if (outcome?.status === 'REQUIRES_ACTION') {
        setRetrying(false);
        outcome = await authenticate(outcome);
      }
      if (outcome?.status === 'SUCCEEDED') {
        void toast.success(messages.payments.creditsAdded, 3);
        onChanged();
      } else {
        setFailure(outcome?.message ?? messages.payments.declined);
      }
    } catch (error) {
      setFailure(apiFailure(error).message);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      {subscription.status === 'PAST_DUE' ? (
        <Alert
          type="warning"
          showIcon
          title={m.pastDue(subscription.failure_message ?? messages.payments.declined)}
          action={
            <Button loading={retrying} onClick={() => void retryPayment()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>
          {subscription.cancel_at_period_end
            ? m.endsOn(dateOf(renewal))
            : m.renewsOn(dateOf(renewal), posts)}
        </Typography.Paragraph>
      )}
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      <Flex justify="end">
        {subscription.cancel_at_period_end ? (
          <Button loading={resuming.loading} onClick={() => void change(() => resume(), m.resumed)}>
            {m.resume}
          </Button>
        ) : (
          <Button danger onClick={() => setConfirmingCancel(true)}>
            {m.cancel}
          </Button>
        )}
      </Flex>
      <Modal
        open={confirmingCancel}
        title={m.cancel}
        okText={m.cancel}
        okButtonProps={{ danger: true, loading: cancelling.loading }}
        cancelText={m.keep}
        onOk={() => {
          setConfirmingCancel(false);
          void change(() => cancel(), m.cancelled);
        }}
        onCancel={() => setConfirmingCancel(false)}
      >
        <Typography.Paragraph>{m.cancelConfirm}</Typography.Paragraph>
      </Modal>
      {dialog}
    </Flex>
  );
}

/** The brief's subscription history: each paid month, newest first. */
function History({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <Table<HistoryEntry>
      rowKey="id"
      dataSource={[...entries]}
      pagination={false}
      scroll={{ x: 520 }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noHistory} />,
      }}
      columns={[
        {
          title: m.historyColumns.period,
          key: 'period',
          render: (_value, entry) =>
            `${formatDate(entry.period_start)} – ${formatDate(entry.ends_at)}`,
        },
        {
          title: m.historyColumns.price,
          dataIndex: 'price',
          align: 'right',
          render: (price: number) => penceText(price),
        },
        {
          title: m.historyColumns.paidOn,
          dataIndex: 'created_at',
          render: (value: string) => <time dateTime={value}>{formatDate(value)}</time>,
        },
      ]}
    />
  );
}
