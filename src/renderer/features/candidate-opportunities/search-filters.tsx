import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Collapse, Flex, Input, InputNumber, Select, Slider } from 'antd';
import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  BUDGET_FILTER,
  BUDGET_NO_CAP,
  COMPENSATION_UNITS,
  JOB_COMPENSATION_UNITS,
  ROLE_TYPES,
  WORK_MODES,
  type OpportunityTarget,
  type WorkMode,
} from '../../../shared/opportunities';
import type { OpportunitySearch, OpportunitySearchOptionsQuery } from '../../gql/graphql';
import { searchOptionsQuery } from './documents';

const m = messages.candidateOpportunities;

/** The search as the page's address keeps it, so Back and a shared link keep it too. */
export interface SearchState {
  search: string;
  industries: string[];
  genres: string[];
  types: string[];
  levels: string[];
  workModes: WorkMode[];
  location: string;
  unit: string;
  min: number | null;
  max: number | null;
  /** A project's required services (the agency's Skills filter). */
  services: string[];
  /** Software skills a project asks for (the agency's Software Skills filter). */
  softwareSkills: string[];
  /** The agency's budget band; budgetMax BUDGET_NO_CAP is No Cap. */
  budgetMin: number | null;
  budgetMax: number | null;
}

const LISTS = [
  'industries',
  'genres',
  'types',
  'levels',
  'workModes',
  'services',
  'softwareSkills',
] as const;

export function searchFromParams(params: URLSearchParams): SearchState {
  const list = (name: string) => params.getAll(name).filter(Boolean);
  const number = (name: string) => {
    const value = Number(params.get(name));
    return params.get(name) && Number.isFinite(value) ? value : null;
  };
  return {
    search: params.get('q') ?? '',
    industries: list('industries'),
    genres: list('genres'),
    types: list('types'),
    levels: list('levels'),
    workModes: list('workModes').filter((mode): mode is WorkMode =>
      WORK_MODES.some((option) => option.value === mode),
    ),
    location: params.get('location') ?? '',
    unit: params.get('unit') ?? '',
    min: number('min'),
    max: number('max'),
    services: list('services'),
    softwareSkills: list('softwareSkills'),
    budgetMin: number('budgetMin'),
    budgetMax: number('budgetMax'),
  };
}

export function paramsFromSearch(state: SearchState, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  for (const name of LISTS) for (const value of state[name]) params.append(name, value);
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.unit) params.set('unit', state.unit);
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  if (state.budgetMin !== null) params.set('budgetMin', String(state.budgetMin));
  if (state.budgetMax !== null) params.set('budgetMax', String(state.budgetMax));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API's filter for the search. */
export function filterOf(state: SearchState): OpportunitySearch {
  return {
    search: state.search.trim() || null,
    industries: state.industries.length ? state.industries : null,
    genres: state.genres.length ? state.genres : null,
    types: state.types.length ? state.types : null,
    levels: state.levels.length ? state.levels : null,
    work_modes: state.workModes.length ? state.workModes : null,
    location: state.location.trim() || null,
    compensation_unit: state.unit || null,
    compensation_min: state.min,
    compensation_max: state.max,
    services: state.services.length ? state.services : null,
    software_skills: state.softwareSkills.length ? state.softwareSkills : null,
    budget_min: state.budgetMin,
    budget_max: state.budgetMax,
  };
}

/** How many filters (besides the words) are in use. */
export function filtersUsed(state: SearchState): number {
  return (
    LISTS.filter((name) => state[name].length > 0).length +
    (state.location.trim() ? 1 : 0) +
    (state.unit || state.min !== null || state.max !== null ? 1 : 0) +
    (state.budgetMin !== null || state.budgetMax !== null ? 1 : 0)
  );
}

export const EMPTY_SEARCH: SearchState = searchFromParams(new URLSearchParams());

/**
 * The search box with Clear All, and the filters in a collapsible panel whose header counts
 * those in use (as the brief's agency opportunities page has them). Candidates filter jobs
 * (discipline, category experience, type, level, work mode, location, pay); agencies filter
 * projects (category experience, skills: the required services, software skills, and the
 * budget: the brief's list). Words are
 * sent on Enter or the button; a filter applies as soon as it changes.
 */
export function SearchFilters({
  side,
  value,
  onChange,
}: {
  side: OpportunityTarget;
  value: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const id = useId();
  const used = filtersUsed(value);
  const [open, setOpen] = useState(used > 0);
  const [words, setWords] = useState(value.search);
  const options = useQuery(searchOptionsQuery);
  const filters: FilterProps = {
    value,
    set: (patch) => onChange({ ...value, ...patch }),
    field: (name) => `${id}-${name}`,
    options: options.data,
    loading: options.loading,
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onSearch={(text) => filters.set({ search: text })}
          allowClear
          enterButton
          style={{ flex: '1 1 320px', maxWidth: 560 }}
        />
        {(used > 0 || value.search) && (
          <Button
            type="link"
            onClick={() => {
              setWords('');
              onChange(EMPTY_SEARCH);
            }}
          >
            {m.clearAll}
          </Button>
        )}
      </Flex>
      <Collapse
        activeKey={open ? ['filters'] : []}
        onChange={(keys) => setOpen(keys.length > 0)}
        items={[
          {
            key: 'filters',
            label: (
              <Flex gap={8} align="center">
                <FilterOutlined aria-hidden />
                <span>
                  {m.filters}
                  {used > 0 && ` (${m.filtersUsed(used)})`}
                </span>
              </Flex>
            ),
            children: (
              <div className="opportunity-filters">
                {side === 'PROJECT' ? <ProjectFilters {...filters} /> : <JobFilters {...filters} />}
              </div>
            ),
          },
        ]}
      />
    </Flex>
  );
}

interface FilterProps {
  value: SearchState;
  set: (patch: Partial<SearchState>) => void;
  /** A filter's input id, unique on the page. */
  field: (name: string) => string;
  options: OpportunitySearchOptionsQuery | undefined;
  loading: boolean;
}

const named = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** A labelled multi-select of one of the search's lists. */
function MultipleFilter({
  name,
  label,
  choices,
  loading = false,
  value,
  set,
  field,
}: Pick<FilterProps, 'value' | 'set' | 'field'> & {
  name: 'industries' | 'genres' | 'types' | 'levels' | 'services' | 'softwareSkills';
  label: string;
  choices: { value: string; label: string }[];
  loading?: boolean;
}) {
  return (
    <div>
      <label htmlFor={field(name)}>{label}</label>
      <Select
        id={field(name)}
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        value={value[name]}
        onChange={(picked: string[]) => set({ [name]: picked })}
        options={choices}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
      />
    </div>
  );
}

/** The agency's project filters: category experience, skills, software skills, budget. */
function ProjectFilters({ value, set, field, options, loading }: FilterProps) {
  const list = { value, set, field, loading };
  return (
    <>
      <MultipleFilter
        {...list}
        name="genres"
        label={m.filterCategoryExperience}
        choices={named(options?.genres)}
      />
      <MultipleFilter
        {...list}
        name="services"
        label={m.filterSkills}
        choices={named(options?.services)}
      />
      <MultipleFilter
        {...list}
        name="softwareSkills"
        label={m.filterSoftwareSkills}
        choices={named(options?.softwareSkills)}
      />
      <BudgetFilter
        id={field('budget')}
        min={value.budgetMin}
        max={value.budgetMax}
        onChange={(budgetMin, budgetMax) => set({ budgetMin, budgetMax })}
      />
    </>
  );
}

/**
 * The candidate's job filters: discipline, category experience, type, level, work mode,
 * location, and pay (its unit and range).
 */
function JobFilters({ value, set, field, options, loading }: FilterProps) {
  const list = { value, set, field, loading };
  const units = COMPENSATION_UNITS.filter((unit) => JOB_COMPENSATION_UNITS.includes(unit.value));
  return (
    <>
      <MultipleFilter
        {...list}
        name="industries"
        label={m.filterDiscipline}
        choices={named(options?.industries)}
      />
      <MultipleFilter
        {...list}
        name="genres"
        label={m.filterCategoryExperience}
        choices={named(options?.genres)}
      />
      <MultipleFilter
        {...list}
        name="types"
        label={m.filterJobType}
        choices={ROLE_TYPES.map((option) => ({ value: option.value, label: option.label }))}
        loading={false}
      />
      <MultipleFilter
        {...list}
        name="levels"
        label={m.filterExperienceLevel}
        choices={(options?.allJobLevels ?? []).map((level) => ({
          value: level.key,
          label: level.name,
        }))}
      />
      <div>
        <label htmlFor={field('modes')}>{m.filterWorkMode}</label>
        <Select
          id={field('modes')}
          mode="multiple"
          allowClear
          style={{ width: '100%' }}
          value={value.workModes}
          onChange={(workModes: WorkMode[]) => set({ workModes })}
          options={WORK_MODES.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      <div>
        <label htmlFor={field('location')}>{m.filterLocation}</label>
        <Input
          id={field('location')}
          defaultValue={value.location}
          key={value.location}
          onBlur={(event) => {
            if (event.target.value !== value.location) set({ location: event.target.value });
          }}
          onPressEnter={(event) => set({ location: event.currentTarget.value })}
          allowClear
        />
      </div>
      <div>
        <label htmlFor={field('unit')}>{m.filterCompensationUnit}</label>
        <Select
          id={field('unit')}
          allowClear
          style={{ width: '100%' }}
          value={value.unit || undefined}
          onChange={(unit?: string) => set({ unit: unit ?? '' })}
          options={units.map((unit) => ({ value: unit.value, label: unit.label }))}
        />
      </div>
      <div>
        <span id={field('range')} className="opportunity-filter-label">
          {m.filterCompensationRange}
        </span>
        <Flex gap={8} role="group" aria-labelledby={field('range')} style={{ marginTop: 4 }}>
          <InputNumber
            aria-label={m.filterCompensationMin}
            placeholder={m.filterCompensationMin}
            min={0}
            value={value.min}
            onChange={(min) => set({ min: typeof min === 'number' ? min : null })}
            style={{ width: '100%' }}
          />
          <InputNumber
            aria-label={m.filterCompensationMax}
            placeholder={m.filterCompensationMax}
            min={0}
            value={value.max}
            onChange={(max) => set({ max: typeof max === 'number' ? max : null })}
            style={{ width: '100%' }}
          />
        </Flex>
      </div>
    </>
  );
}

/**
 * The agency's budget (brief: 0 to 9,000 in steps of 1,000, and No Cap = 99999999): a range
 * on a slider, sent when a handle is let go; No Cap opens the top. Unset until touched.
 */
function BudgetFilter({
  id,
  min,
  max,
  onChange,
}: {
  id: string;
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const noCap = max === BUDGET_NO_CAP;
  const shown: [number, number] = [
    min ?? BUDGET_FILTER.min,
    max === null || noCap ? BUDGET_FILTER.max : Math.min(max, BUDGET_FILTER.max),
  ];
  // The handles move as they are dragged; the list asks again only when one is let go.
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const amount = (value?: number) => (value === undefined ? '' : m.budgetAmount(value));
  const mark = (label: string) => ({ label, style: { whiteSpace: 'nowrap' as const } });
  return (
    <div className="opportunity-filter-budget">
      <span id={`${id}-label`} className="opportunity-filter-label">
        {m.filterBudget}
      </span>
      <div role="group" aria-labelledby={`${id}-label`}>
        <Slider
          range
          min={BUDGET_FILTER.min}
          max={BUDGET_FILTER.max}
          step={BUDGET_FILTER.step}
          value={draft ?? shown}
          marks={{
            [BUDGET_FILTER.min]: mark(amount(BUDGET_FILTER.min)),
            [BUDGET_FILTER.max]: mark(noCap ? m.noCap : amount(BUDGET_FILTER.max)),
          }}
          tooltip={{ formatter: amount }}
          ariaLabelForHandle={[
            `${m.filterBudget}: ${m.filterCompensationMin}`,
            `${m.filterBudget}: ${m.filterCompensationMax}`,
          ]}
          ariaValueTextFormatterForHandle={[amount, (value) => (noCap ? m.noCap : amount(value))]}
          onChange={(next) => setDraft(next as [number, number])}
          onChangeComplete={(next) => {
            setDraft(null);
            const [low, high] = next as [number, number];
            onChange(low, noCap && high === BUDGET_FILTER.max ? BUDGET_NO_CAP : high);
          }}
          style={{ margin: '8px 24px 32px 12px' }}
        />
        <Checkbox
          checked={noCap}
          onChange={(event) =>
            onChange(
              min ?? BUDGET_FILTER.min,
              event.target.checked ? BUDGET_NO_CAP : BUDGET_FILTER.max,
            )
          }
        >
          {m.noCap}
        </Checkbox>
      </div>
    </div>
  );
}
