import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  personalInformationSchema,
  preferenceSchema,
  salaryRange,
  SALARY_UNITS,
} from './personal-information';
import { errorsOf } from './test-helpers';

const m = messages.personalInformation;

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  position: 'Copywriter',
  address_1: '1 High Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 1AA',
  country: 'GB',
  phone: '07911 123456',
  location: 'HYBRID',
  payroll_status: 2,
  right_to_work: '1',
  start_date: '2026-12-01',
  notice_period: 1,
  notice_period_unit: 'MONTHS',
};

describe('personal information', () => {
  it("gives the brief's messages for what is required", async () => {
    expect(
      await errorsOf(personalInformationSchema, {
        ...valid,
        position: ' ',
        address_1: '',
        city: '',
        state: '',
        zip: '',
        country: 'XX',
        phone: '12',
      }),
    ).toEqual({
      position: [m.jobTitleRequired],
      address_1: [messages.registration.address1Required],
      city: [messages.registration.cityRequired],
      state: ['Please enter a county'],
      zip: [messages.registration.zipRequired],
      country: [messages.registration.countryRequired],
      phone: [messages.phone.invalid],
    });
  });

  it('stores the phone in international form; pronouns, references and salary are optional', async () => {
    const values = await personalInformationSchema.validate(valid, { stripUnknown: true });
    expect(values).toMatchObject({ phone: '+447911123456', salary_currency: 'GBP' });
    expect(values.salary_unit).toBeUndefined();
    expect(values.minimum_salary).toBeUndefined();
    expect(await errorsOf(personalInformationSchema, { ...valid, pronouns: 'Sir' })).toEqual({
      pronouns: [messages.common.invalidSelection],
    });
  });

  it('takes an optional second phone, LinkedIn profile and supporting link, https:// added', async () => {
    const values = await personalInformationSchema.validate(
      {
        ...valid,
        phone_secondary: '0113 496 0000',
        linkedin: ' uk.linkedin.com/in/ada ',
        supporting_url: 'ada.example/work',
      },
      { stripUnknown: true },
    );
    expect(values).toMatchObject({
      phone_secondary: '+441134960000',
      linkedin: 'https://uk.linkedin.com/in/ada',
      supporting_url: 'https://ada.example/work',
    });
    const blank = await personalInformationSchema.validate(
      { ...valid, phone_secondary: '', linkedin: '', supporting_url: '' },
      { stripUnknown: true },
    );
    expect([blank.phone_secondary, blank.linkedin, blank.supporting_url]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      await errorsOf(personalInformationSchema, {
        ...valid,
        phone_secondary: '12',
        linkedin: 'https://linkedin.com.evil.example/in/ada',
        supporting_url: 'javascript:alert(1)',
      }),
    ).toEqual({
      phone_secondary: [messages.phone.invalid],
      linkedin: [m.linkedinInvalid],
      supporting_url: [messages.opportunities.invalidUrl],
    });
  });

  it('allows 3 role levels (2 in onboarding), 5 positions and 10 languages', async () => {
    expect(
      await errorsOf(personalInformationSchema, {
        ...valid,
        looking_for: ['JUNIOR', 'MID', 'SENIOR'],
      }),
    ).toEqual({});
    expect(
      await errorsOf(personalInformationSchema, {
        ...valid,
        looking_for: ['JUNIOR', 'MID', 'SENIOR', 'LEAD'],
        positions: ['1', '2', '3', '4', '5', '6'],
        languages: Array.from({ length: 11 }, () => 'English'),
      }),
    ).toEqual({
      looking_for: [messages.onboarding.roleLevelsMax(3)],
      positions: [messages.onboarding.positionsMax(5)],
      languages: [messages.onboarding.languagesMax(10)],
    });
  });

  it('keeps a day rate within 200-1000 in steps of 25, and a salary within 20000-200000 in steps of 100', async () => {
    expect(salaryRange('DAY')).toMatchObject({ min: 200, max: 1000, step: 25 });
    expect(salaryRange('YEAR')).toMatchObject({ min: 20_000, max: 200_000, step: 100 });
    const day = { ...valid, salary_unit: 'DAY', salary_currency: 'EUR' };
    expect(
      await errorsOf(personalInformationSchema, {
        ...day,
        minimum_salary: 400,
        maximum_salary: 625,
      }),
    ).toEqual({});
    expect(
      await errorsOf(personalInformationSchema, {
        ...day,
        minimum_salary: 175,
        maximum_salary: 1025,
      }),
    ).toEqual({
      minimum_salary: [m.salaryOutOfRange('€200', '€1,000')],
      maximum_salary: [m.salaryOutOfRange('€200', '€1,000')],
    });
    expect(
      await errorsOf(personalInformationSchema, {
        ...day,
        minimum_salary: 410,
        maximum_salary: 500,
      }),
    ).toEqual({ minimum_salary: [m.salaryStep(25)] });
    const year = { ...valid, salary_unit: 'YEAR' };
    expect(
      await errorsOf(personalInformationSchema, {
        ...year,
        minimum_salary: 45_100,
        maximum_salary: 60_000,
      }),
    ).toEqual({});
    expect(
      await errorsOf(personalInformationSchema, {
        ...year,
        minimum_salary: 45_150,
        maximum_salary: 60_000,
      }),
    ).toEqual({ minimum_salary: [m.salaryStep(100)] });
  });

  it('needs both ends once a rate type is chosen, the maximum at least 10 above the minimum', async () => {
    const day = { ...valid, salary_unit: 'DAY' };
    expect(await errorsOf(personalInformationSchema, day)).toEqual({
      minimum_salary: [m.salaryRequired],
      maximum_salary: [m.salaryRequired],
    });
    expect(
      await errorsOf(personalInformationSchema, {
        ...day,
        minimum_salary: 500,
        maximum_salary: 500,
      }),
    ).toEqual({ maximum_salary: [m.salaryDistance(10)] });
    expect(
      await errorsOf(personalInformationSchema, {
        ...day,
        minimum_salary: 600,
        maximum_salary: 500,
      }),
    ).toEqual({ maximum_salary: [m.salaryDistance(10)] });
    expect(await errorsOf(personalInformationSchema, { ...valid, salary_unit: 'HOUR' })).toEqual({
      salary_unit: [m.salaryUnitRequired],
    });
  });

  it('drops a range sent without a rate type', async () => {
    const values = await personalInformationSchema.validate(
      { ...valid, minimum_salary: 1, maximum_salary: 2 },
      { stripUnknown: true },
    );
    expect(values.minimum_salary).toBeUndefined();
    expect(values.maximum_salary).toBeUndefined();
  });

  it('offers exactly the two rate types', () => {
    expect(SALARY_UNITS.map((unit) => unit.value)).toEqual(['DAY', 'YEAR']);
  });
});

describe('preference', () => {
  it('needs a job type and a genre', async () => {
    expect(await errorsOf(preferenceSchema, {})).toEqual({
      job_types: [m.jobTypesRequired],
      genres: [m.genresRequired],
    });
    expect(await errorsOf(preferenceSchema, { job_types: ['CONTRACT'], genres: ['x'] })).toEqual({
      'job_types[0]': [messages.common.invalidSelection],
      'genres[0]': [messages.common.invalidSelection],
    });
    expect(
      await errorsOf(preferenceSchema, { job_types: ['FREELANCE', 'BOTH'], genres: ['3'] }),
    ).toEqual({});
  });
});
