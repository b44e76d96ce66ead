/**
 * Fixtures for the accounts domain: valid registration and onboarding inputs per group
 * (override what a test is about), and an uploaded image row owned by a user, for tests
 * that need an `avatar`/`logo` id without going through `POST /api/uploads`.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { fileUrl, type UploadKind } from '../modules/files';

export const VALID_PASSWORD = 'Register-pass1!';

/** An email no other test uses. */
export function uniqueEmail(label = 'new'): string {
  return `${label}-${randomUUID().slice(0, 8)}@accounts.shortlist.test`;
}

/** Step 1 and step 2 of a candidate's registration, valid as they stand. */
export function candidateRegistration(overrides: Record<string, unknown> = {}) {
  return {
    type: 'FREELANCER',
    email: uniqueEmail('candidate'),
    password: VALID_PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    pronouns: 'She/Her',
    position: 'Copywriter',
    address_1: '1 Analytical Row',
    city: 'London',
    state: 'Greater London',
    zip: 'N1 1AA',
    phone: '07911 123456',
    tnc: true,
    industry: '1',
    ...overrides,
  };
}

/** Step 1 and step 2 of an employer's registration, valid as they stand. */
export function employerRegistration(overrides: Record<string, unknown> = {}) {
  return {
    ...candidateRegistration(),
    type: 'COMPANY',
    email: uniqueEmail('employer'),
    pronouns: undefined,
    company: 'Difference Engines Ltd',
    position: 'Head of Talent',
    ...overrides,
  };
}

/** The agency's single registration form, valid as it stands. */
export function agencyRegistration(overrides: Record<string, unknown> = {}) {
  return {
    type: 'AGENCY',
    email: uniqueEmail('agency'),
    password: VALID_PASSWORD,
    password_confirmation: VALID_PASSWORD,
    first_name: 'Grace',
    last_name: 'Hopper',
    company: 'Compiler Creative',
    position: 'Founder',
    address_1: '2 Cobol Street',
    city: 'Leeds',
    state: 'West Yorkshire',
    zip: 'LS1 1AA',
    tnc: true,
    ...overrides,
  };
}

/** A row in `files` as an upload of `kind` by `ownerId` leaves it (the bytes are not written). */
export async function insertUploadedImage(
  db: Database,
  ownerId: number,
  kind: UploadKind,
): Promise<{ id: string; url: string }> {
  const storedName = `${randomUUID().replaceAll('-', '')}.png`;
  const [row] = await db
    .insert(files)
    .values({
      ownerId,
      kind,
      storedName,
      originalName: 'image.png',
      contentType: 'image/png',
      size: 68,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file row not inserted');
  return { id: String(row.id), url: fileUrl(storedName) };
}

/** The candidate onboarding's required answers, valid once `avatar` is set. */
export function candidateOnboarding(avatar: string, overrides: Record<string, unknown> = {}) {
  return {
    avatar,
    bio: 'Copywriter for charities and challenger brands.',
    location: 'HYBRID',
    payroll_status: 2,
    right_to_work: '1',
    start_date: '2026-09-01',
    notice_period: 1,
    notice_period_unit: 'MONTHS',
    hear_us: 'google',
    ...overrides,
  };
}

export function employerOnboarding(logo: string, overrides: Record<string, unknown> = {}) {
  return {
    logo,
    bio: 'We build calculating engines.',
    description: 'A small engineering firm in London.',
    what_sets_apart: 'Punched cards.',
    can_use_logo: true,
    ...overrides,
  };
}

export function agencyOnboarding(logo: string, overrides: Record<string, unknown> = {}) {
  return {
    agency_name: 'Compiler Creative Studio',
    logo,
    agency_location: ['Leeds', 'London'],
    agency_phone: ['0113 496 0000', '+44 20 7946 0958'],
    bio: 'Brand and digital for northern challengers.',
    services: ['1', '2'],
    industries: ['1', '3'],
    ...overrides,
  };
}
