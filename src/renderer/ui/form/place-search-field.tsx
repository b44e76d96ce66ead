import { EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { AutoComplete, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { graphql } from '../../gql';
import { FormField } from './form-field';
import type { FieldProps } from './text-field';

export const placeSearchQuery = graphql(`
  query PlaceSearchField($query: String!, $first: Int) {
    searchPlaces(query: $query, first: $first) {
      id
      label
    }
  }
`);

/** How long typing pauses before the search is sent. */
export const PLACE_SEARCH_DELAY_MS = 250;
/** The API answers [] below this (searchPlaces), so shorter text is not sent. */
const QUERY_MIN_LENGTH = 2;
const QUERY_MAX_LENGTH = 100;
const RESULTS = 10;

interface PlaceSearchFieldProps<Values extends FieldValues> extends FieldProps<Values> {
  placeholder?: string;
}

/**
 * A location (the job and project forms'): what is typed searches the API's places as the
 * user pauses, and choosing one puts its label ("Hove, Brighton and Hove, England") in the
 * form. The form's value is the input's text, so a failed search ('Failed to fetch
 * address!' under the field) loses nothing typed.
 */
export function PlaceSearchField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  optional,
  extra,
  placeholder,
}: PlaceSearchFieldProps<Values>) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), PLACE_SEARCH_DELAY_MS);
  const searching = query.length >= QUERY_MIN_LENGTH && query.length <= QUERY_MAX_LENGTH;
  const { data, loading, error } = useQuery(placeSearchQuery, {
    variables: { query, first: RESULTS },
    skip: !searching,
  });
  // Only the answer for what the input shows now: an older list could be chosen by mistake.
  const current = searching && typed.trim() === query && !loading;
  const places = current ? data?.searchPlaces : undefined;
  const options = useMemo(() => {
    // Two places can share a label; the list (and the form) tell them apart by it alone.
    const labels = new Set((places ?? []).map((place) => place.label));
    return Array.from(labels, (text) => ({ value: text, label: text }));
  }, [places]);
  const failed = searching && Boolean(error);
  const empty = current && !failed && data !== undefined && options.length === 0;

  return (
    <FormField
      control={control}
      name={name}
      label={label}
      id={id}
      optional={optional}
      // Said under the input, not as an empty list: an open list without options would point
      // the input's aria-activedescendant at an option that does not exist.
      extra={empty ? <span role="status">{messages.places.noMatches}</span> : extra}
      error={failed ? messages.opportunities.addressFailed : null}
      render={(field, { id: inputId, ariaInvalid }) => (
        <AutoComplete
          // rc-select names its list after this id (aria-controls, aria-activedescendant).
          id={inputId}
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          options={failed ? [] : options}
          showSearch={{ onSearch: setTyped, filterOption: false }}
          onChange={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
          notFoundContent={null}
          popupMatchSelectWidth
          defaultActiveFirstOption
        >
          <Input
            id={inputId}
            name={field.name}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={ariaInvalid}
            aria-busy={loading || undefined}
            suffix={
              loading ? (
                <LoadingOutlined role="status" aria-label={messages.places.searching} />
              ) : (
                <EnvironmentOutlined aria-hidden />
              )
            }
          />
        </AutoComplete>
      )}
    />
  );
}

/** `value` once it has stayed the same for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
