/**
 * The place search field's own words (the job and project forms' location). The brief gives
 * the label, placeholder and failure ('Failed to fetch address!') in `opportunities`; these
 * are what it is silent on: the loading indicator's name and the empty list.
 */
export const placesMessages = {
  places: {
    searching: 'Searching places',
    noMatches: 'No matching places',
  },
} as const;
