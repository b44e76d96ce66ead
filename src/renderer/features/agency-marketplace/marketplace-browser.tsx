import { useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Pagination,
  Segmented,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { useSearchParams } from 'react-router-dom';
import { MARKETPLACE_PAGE_SIZE, NETWORK_SERVICE_SLUGS } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import {
  marketplaceAgenciesQuery,
  marketplaceCaseStudiesQuery,
  marketplaceServicesQuery,
} from './documents';
import { AgencyCard, CaseStudyCards } from './marketplace-cards';
import './marketplace.css';

const m = messages.marketplace;

/** The brief's query parameter: `filter=agency` (the default) or `filter=casestudies`. */
export type MarketplaceFilter = 'agency' | 'casestudies';

/** What the page shows, read from and written to its address (so Back and links keep it). */
interface BrowseState {
  filter: MarketplaceFilter;
  search: string;
  services: string[];
  page: number;
}

const CHIP_SLUGS: readonly string[] = NETWORK_SERVICE_SLUGS;

function stateOf(params: URLSearchParams): BrowseState {
  return {
    filter: params.get('filter') === 'casestudies' ? 'casestudies' : 'agency',
    search: params.get('search') ?? '',
    services: (params.get('services') ?? '').split(',').filter((slug) => CHIP_SLUGS.includes(slug)),
    page: Math.max(Math.trunc(Number(params.get('page'))) || 1, 1),
  };
}

function paramsOf(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams({ filter: state.filter });
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.services.length) params.set('services', state.services.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The employer's Agency Marketplace and the agency's Network: agencies or case studies (the
 * toggle, `filter`), searched, narrowed by the brief's service chips, 10 a page. Agency cards
 * link to `linkAgency(id)` where the group has an agency page; case-study cards to the group's
 * `case-study/{id}`.
 */
export function MarketplaceBrowser({
  group,
  title,
  linkAgency,
}: {
  group: Group;
  title: string;
  linkAgency?: (id: string) => string;
}) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const show = (next: Partial<BrowseState>) =>
    // A new filter starts again at page 1; paging keeps the history.
    setParams(paramsOf({ ...state, page: 1, ...next }), { replace: next.page === undefined });

  const variables = {
    filter: {
      search: state.search || null,
      services: state.services.length ? state.services : null,
    },
    first: MARKETPLACE_PAGE_SIZE,
    page: state.page,
  };
  const agencies = useQuery(marketplaceAgenciesQuery, {
    variables,
    skip: state.filter !== 'agency',
    fetchPolicy: 'cache-and-network',
  });
  const studies = useQuery(marketplaceCaseStudiesQuery, {
    variables,
    skip: state.filter !== 'casestudies',
    fetchPolicy: 'cache-and-network',
  });
  const serviceNames = useQuery(marketplaceServicesQuery, { fetchPolicy: 'cache-first' });
  const nameOf = (slug: string) =>
    serviceNames.data?.services.find((service) => service.slug === slug)?.name ?? slug;

  const query = state.filter === 'agency' ? agencies : studies;
  const result =
    state.filter === 'agency'
      ? agencies.data?.marketplaceAgencies
      : studies.data?.marketplaceCaseStudies;
  const listLabel = state.filter === 'agency' ? m.agencies : m.caseStudies;

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Flex gap={12} wrap align="center" className="marketplace-controls">
        <Segmented<MarketplaceFilter>
          aria-label={m.show}
          value={state.filter}
          options={[
            { label: m.agencies, value: 'agency' },
            { label: m.caseStudies, value: 'casestudies' },
          ]}
          onChange={(filter) => show({ filter })}
        />
        <Input.Search
          className="marketplace-search"
          allowClear
          // The address holds what was searched: the box starts again from it when it changes.
          key={state.search}
          defaultValue={state.search}
          placeholder={state.filter === 'agency' ? m.searchAgencies : m.searchCaseStudies}
          aria-label={state.filter === 'agency' ? m.searchAgencies : m.searchCaseStudies}
          onSearch={(search) => show({ search })}
        />
      </Flex>
      <ServiceChips
        chosen={state.services}
        nameOf={nameOf}
        onChange={(services) => show({ services })}
      />
      <section aria-label={listLabel} aria-busy={query.loading} style={{ marginTop: 16 }}>
        {query.error && !result ? (
          <RetryAlert title={m.loadFailed} onRetry={() => void query.refetch()} />
        ) : !result ? (
          <div>
            <VisuallyHidden>{m.loading}</VisuallyHidden>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : result.data.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={state.filter === 'agency' ? m.noAgencies : m.noCaseStudies}
          />
        ) : (
          <>
            <Typography.Text type="secondary" aria-live="polite">
              {state.filter === 'agency'
                ? m.agenciesFound(result.paginatorInfo.total)
                : m.caseStudiesFound(result.paginatorInfo.total)}
            </Typography.Text>
            {agencies.data && state.filter === 'agency' ? (
              <ul className="marketplace-grid">
                {agencies.data.marketplaceAgencies.data.map((agency) => (
                  <li key={agency.id}>
                    <AgencyCard agency={agency} to={linkAgency?.(agency.id)} />
                  </li>
                ))}
              </ul>
            ) : (
              <CaseStudyCards
                caseStudies={studies.data?.marketplaceCaseStudies.data ?? []}
                group={group}
              />
            )}
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Pagination
                current={result.paginatorInfo.currentPage}
                pageSize={MARKETPLACE_PAGE_SIZE}
                total={result.paginatorInfo.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(page) => show({ page })}
              />
            </Flex>
          </>
        )}
      </section>
    </Card>
  );
}

/** The brief's service chips: Clear, then each service, pressed while it narrows the list. */
function ServiceChips({
  chosen,
  nameOf,
  onChange,
}: {
  chosen: readonly string[];
  nameOf: (slug: string) => string;
  onChange: (services: string[]) => void;
}) {
  return (
    <Flex gap={8} wrap role="group" aria-label={m.services} className="marketplace-filters">
      <Button
        size="small"
        shape="round"
        type={chosen.length === 0 ? 'primary' : 'default'}
        aria-pressed={chosen.length === 0}
        onClick={() => onChange([])}
      >
        {m.clearServices}
      </Button>
      {CHIP_SLUGS.map((slug) => {
        const on = chosen.includes(slug);
        return (
          <Button
            key={slug}
            size="small"
            shape="round"
            type={on ? 'primary' : 'default'}
            aria-pressed={on}
            onClick={() =>
              onChange(on ? chosen.filter((other) => other !== slug) : [...chosen, slug])
            }
          >
            {nameOf(slug)}
          </Button>
        );
      })}
    </Flex>
  );
}
