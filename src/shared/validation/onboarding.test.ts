import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  agencyOnboardingSchema,
  candidateOnboardingSchema,
  employerOnboardingSchema,
  isIsoDate,
} from './onboarding';
import { errorsOf } from './test-helpers';

const candidate = {
  avatar: '7',
  bio: 'I write copy.',
  location: 'HYBRID',
  payroll_status: 1,
  right_to_work: '1',
  start_date: '2026-09-01',
  notice_period: 4,
  notice_period_unit: 'DAYS',
  hear_us: 'google',
};

describe('candidate onboarding', () => {
  it('gives every required message', async () => {
    expect(await errorsOf(candidateOnboardingSchema, {})).toEqual({
      avatar: [messages.onboarding.photoRequired],
      bio: [messages.onboarding.profileBioRequired],
      location: [messages.onboarding.workLocationRequired],
      payroll_status: [messages.onboarding.payrollStatusRequired],
      right_to_work: [messages.onboarding.rightToWorkRequired],
      start_date: [messages.onboarding.startDateRequired],
      notice_period: [messages.onboarding.noticePeriodRequired],
      notice_period_unit: [messages.onboarding.noticePeriodUnitRequired],
      hear_us: [messages.onboarding.hearUsRequired],
    });
  });

  it("says 'Please fill in your profile bio' for a bio of blanks only", async () => {
    expect(await errorsOf(candidateOnboardingSchema, { ...candidate, bio: '   \n ' })).toEqual({
      bio: ['Please fill in your profile bio'],
    });
    expect(await errorsOf(candidateOnboardingSchema, { ...candidate, bio: '' })).toEqual({
      bio: [messages.onboarding.profileBioRequired],
    });
  });

  it('accepts the required fields alone; ethnicity and references are optional', async () => {
    const values = await candidateOnboardingSchema.validate(candidate);
    expect(values).toMatchObject({ looking_for: [], positions: [], languages: [] });
    expect(values.ethnicity).toBeUndefined();
  });

  it.each([0, 32, 2.5, 'soon'])('refuses notice period %j (1 to 31)', async (noticePeriod) => {
    expect(
      await errorsOf(candidateOnboardingSchema, { ...candidate, notice_period: noticePeriod }),
    ).toEqual({ notice_period: [messages.onboarding.noticePeriodRequired] });
  });

  it('limits role levels to 2, positions to 5, languages to 10, bio to 1000', async () => {
    expect(
      await errorsOf(candidateOnboardingSchema, {
        ...candidate,
        bio: 'x'.repeat(1001),
        looking_for: ['JUNIOR', 'MID', 'SENIOR'],
        positions: ['1', '2', '3', '4', '5', '6'],
        languages: [
          'English',
          'French',
          'German',
          'Spanish',
          'Italian',
          'Welsh',
          'Irish',
          'Polish',
          'Dutch',
          'Danish',
          'Greek',
        ],
      }),
    ).toEqual({
      bio: [messages.onboarding.bioMax],
      looking_for: [messages.onboarding.roleLevelsMax(2)],
      positions: [messages.onboarding.positionsMax(5)],
      languages: [messages.onboarding.languagesMax(10)],
    });
  });

  it('refuses values outside the option lists', async () => {
    expect(
      await errorsOf(candidateOnboardingSchema, {
        ...candidate,
        location: 'MOON',
        payroll_status: 4,
        right_to_work: '9',
        notice_period_unit: 'YEARS',
        hear_us: 'radio',
        ethnicity: 'Martian',
        languages: ['Klingon'],
        start_date: '2026-02-30',
      }),
    ).toEqual({
      location: [messages.onboarding.workLocationRequired],
      payroll_status: [messages.onboarding.payrollStatusRequired],
      right_to_work: [messages.onboarding.rightToWorkRequired],
      start_date: [messages.onboarding.startDateRequired],
      notice_period_unit: [messages.onboarding.noticePeriodUnitRequired],
      hear_us: [messages.onboarding.hearUsRequired],
      ethnicity: [messages.common.invalidSelection],
      'languages[0]': [messages.common.invalidSelection],
    });
  });

  it('keeps the hear-us detail only after a recommendation or other', async () => {
    const recommended = await candidateOnboardingSchema.validate({
      ...candidate,
      hear_us: 'recommendation',
      hear_us_additional: ' A friend ',
    });
    expect(recommended.hear_us_additional).toBe('A friend');
    const googled = await candidateOnboardingSchema.validate({
      ...candidate,
      hear_us_additional: 'ignored',
    });
    expect(googled).not.toHaveProperty('hear_us_additional');
  });

  it('accepts numbers from selects as strings and numbers', async () => {
    const values = await candidateOnboardingSchema.validate({
      ...candidate,
      avatar: 7,
      payroll_status: '3',
      notice_period: '31',
      positions: [3, '4'],
    });
    expect(values).toMatchObject({
      avatar: '7',
      payroll_status: 3,
      notice_period: 31,
      positions: ['3', '4'],
    });
  });
});

describe('employer onboarding', () => {
  const employer = {
    logo: '3',
    bio: 'We make things.',
    description: 'A studio.',
    what_sets_apart: 'Our people.',
    can_use_logo: false,
  };

  it('gives every required message', async () => {
    expect(await errorsOf(employerOnboardingSchema, {})).toEqual({
      logo: [messages.onboarding.companyLogoRequired],
      bio: [messages.onboarding.companyBioRequired],
      description: [messages.onboarding.descriptionRequired],
      what_sets_apart: [messages.common.fieldRequired],
      // Not chosen on the form ('You must choose one')…
      can_use_logo: ['You must choose one'],
    });
    // …and sent as null through the API (the brief's 'You must fill this field').
    expect(await errorsOf(employerOnboardingSchema, { ...employer, can_use_logo: null })).toEqual({
      can_use_logo: ['You must fill this field'],
    });
  });

  it('takes bio and description as rich text, as the edit form; plain text becomes paragraphs', async () => {
    const doc = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      });
    const values = await employerOnboardingSchema.validate({
      ...employer,
      bio: doc('We make things.'),
      description: 'A studio.',
    });
    expect(JSON.parse(values.bio)).toEqual(JSON.parse(doc('We make things.')));
    expect(JSON.parse(values.description)).toEqual(JSON.parse(doc('A studio.')));
    // An editor with no words is empty: the required messages show.
    const empty = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(
      await errorsOf(employerOnboardingSchema, { ...employer, bio: empty, description: empty }),
    ).toEqual({
      bio: [messages.onboarding.companyBioRequired],
      description: [messages.onboarding.descriptionRequired],
    });
    // The words count against 1000, not the markup.
    expect(
      await errorsOf(employerOnboardingSchema, { ...employer, bio: doc('x'.repeat(1000)) }),
    ).toEqual({});
  });

  it('limits bio and description to 1000 and what sets you apart to 250', async () => {
    expect(
      await errorsOf(employerOnboardingSchema, {
        ...employer,
        bio: 'x'.repeat(1001),
        description: 'x'.repeat(1001),
        what_sets_apart: 'x'.repeat(251),
      }),
    ).toEqual({
      bio: [messages.onboarding.bioAndDescriptionMax],
      description: [messages.onboarding.bioAndDescriptionMax],
      what_sets_apart: [messages.onboarding.whatSetsApartMax(250)],
    });
    expect(
      await errorsOf(employerOnboardingSchema, {
        ...employer,
        bio: 'x'.repeat(1000),
        what_sets_apart: 'x'.repeat(250),
      }),
    ).toEqual({});
  });

  it('reads the logo consent as Yes = 1 and No = 0', async () => {
    expect(
      (await employerOnboardingSchema.validate({ ...employer, can_use_logo: 1 })).can_use_logo,
    ).toBe(true);
    expect(
      (await employerOnboardingSchema.validate({ ...employer, can_use_logo: 0 })).can_use_logo,
    ).toBe(false);
  });
});

describe('agency onboarding', () => {
  const agency = {
    agency_name: 'Compiler Co',
    logo: '5',
    agency_location: ['London'],
    agency_phone: [],
    bio: 'We build.',
    services: ['1'],
    industries: ['2'],
  };

  it('gives every required message', async () => {
    expect(await errorsOf(agencyOnboardingSchema, {})).toEqual({
      agency_name: [messages.onboarding.agencyNameRequired],
      logo: [messages.onboarding.agencyLogoRequired],
      agency_location: [messages.onboarding.agencyLocationRequired],
      bio: [messages.onboarding.agencyBioRequired],
      services: [messages.onboarding.servicesRequired],
      industries: [messages.onboarding.categoriesRequired],
    });
  });

  it('allows up to 2 locations and 4 phones, each phone valid and stored with a +', async () => {
    expect(
      await errorsOf(agencyOnboardingSchema, {
        ...agency,
        agency_location: ['London', 'Leeds', 'York'],
        agency_phone: [
          '020 7946 0958',
          '020 7946 0959',
          '020 7946 0960',
          '020 7946 0961',
          '020 7946 0962',
        ],
      }),
    ).toEqual({
      agency_location: [messages.onboarding.agencyLocationsMax(2)],
      agency_phone: [messages.onboarding.agencyPhonesMax(4)],
    });
    const values = await agencyOnboardingSchema.validate({
      ...agency,
      agency_location: ['', 'Leeds'],
      agency_phone: ['447911123456', ''],
    });
    expect(values.agency_location).toEqual(['Leeds']);
    expect(values.agency_phone).toEqual(['+447911123456']);
    expect(await errorsOf(agencyOnboardingSchema, { ...agency, agency_phone: ['nope'] })).toEqual({
      'agency_phone[0]': [messages.phone.invalid],
    });
  });

  it('limits the bio to 1000 characters', async () => {
    expect(await errorsOf(agencyOnboardingSchema, { ...agency, bio: 'x'.repeat(1001) })).toEqual({
      bio: [messages.onboarding.bioMax],
    });
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['01/02/2026', false],
    ['2026-1-1', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});
