import dayjs from 'dayjs';

/**
 * The brief's date format, DD/MM/YYYY, for every date the app shows or a date picker takes
 * (a post's job_number holds the posted date this way too).
 */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A date (an ISO string or a Date) as the app shows it: 07/12/2026. */
export function formatDate(value: string | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}
