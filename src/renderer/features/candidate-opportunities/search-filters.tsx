import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Input, InputNumber, Select } from 'antd';
import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  COMPENSATION_UNITS,
  JOB_COMPENSATION_UNITS,
  ROLE_TYPES,
  WORK_MODES,
  type WorkMode,
} from '../../../shared/opportunities';
import type { OpportunitySearch } from '../../gql/graphql';
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
}

const LISTS = ['industries', 'genres', 'types', 'levels', 'workModes'] as const;

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
  };
}

/** How many filters (besides the words) are in use. */
export function filtersUsed(state: SearchState): number {
  return (
    LISTS.filter((name) => state[name].length > 0).length +
    (state.location.trim() ? 1 : 0) +
    (state.unit || state.min !== null || state.max !== null ? 1 : 0)
  );
}

export const EMPTY_SEARCH: SearchState = searchFromParams(new URLSearchParams());

/**
 * The search box, and the filters behind a toggle that counts those in use, with Clear All
 * (as the brief's agency opportunities page has them). Words are sent on Enter or the
 * button; a filter applies as soon as it changes.
 */
export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const id = useId();
  const used = filtersUsed(value);
  const [open, setOpen] = useState(used > 0);
  const [words, setWords] = useState(value.search);
  const options = useQuery(searchOptionsQuery);
  const set = (patch: Partial<SearchState>) => onChange({ ...value, ...patch });
  const field = (name: string) => `${id}-${name}`;
  const units = COMPENSATION_UNITS.filter((unit) => JOB_COMPENSATION_UNITS.includes(unit.value));

  return (
    <div>
      <Flex gap={8} wrap align="center">
        <Input.Search
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onSearch={(text) => set({ search: text })}
          allowClear
          enterButton
          style={{ flex: '1 1 320px', maxWidth: 560 }}
        />
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={field('panel')}
          onClick={() => setOpen(!open)}
        >
          {m.filters}
          {used > 0 && ` (${m.filtersUsed(used)})`}
        </Button>
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
      <div id={field('panel')} hidden={!open} className="opportunity-filters">
        <div>
          <label htmlFor={field('industries')}>{m.filterDiscipline}</label>
          <Select
            id={field('industries')}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={value.industries}
            onChange={(industries: string[]) => set({ industries })}
            options={(options.data?.industries ?? []).map((item) => ({
              value: item.id,
              label: item.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.loading}
          />
        </div>
        <div>
          <label htmlFor={field('genres')}>{m.filterCategoryExperience}</label>
          <Select
            id={field('genres')}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={value.genres}
            onChange={(genres: string[]) => set({ genres })}
            options={(options.data?.genres ?? []).map((item) => ({
              value: item.id,
              label: item.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.loading}
          />
        </div>
        <div>
          <label htmlFor={field('types')}>{m.filterJobType}</label>
          <Select
            id={field('types')}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={value.types}
            onChange={(types: string[]) => set({ types })}
            options={ROLE_TYPES.map((option) => ({ value: option.value, label: option.label }))}
          />
        </div>
        <div>
          <label htmlFor={field('levels')}>{m.filterExperienceLevel}</label>
          <Select
            id={field('levels')}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={value.levels}
            onChange={(levels: string[]) => set({ levels })}
            options={(options.data?.allJobLevels ?? []).map((level) => ({
              value: level.key,
              label: level.name,
            }))}
            loading={options.loading}
          />
        </div>
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
      </div>
    </div>
  );
}
