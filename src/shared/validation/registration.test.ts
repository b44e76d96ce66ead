import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  agencyRegisterSchema,
  registerLoginSchema,
  registerPersonalSchema,
  registerSchemaFor,
} from './registration';
import { errorsOf } from './test-helpers';

const personal = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zip: 'N1 1AA',
  phone: '07911 123456',
  tnc: true,
  industry: '1',
};

describe('step 1: login information', () => {
  it('needs an email and a password under the shared rule', async () => {
    expect(await errorsOf(registerLoginSchema, {})).toEqual({
      email: [messages.auth.emailRequired],
      password: [messages.auth.passwordRequired],
    });
    expect(await errorsOf(registerLoginSchema, { email: 'x', password: 'abcdefghi' })).toEqual({
      email: [messages.auth.emailInvalid],
      password: [messages.auth.passwordSpecialCharacter],
    });
  });
});

describe('step 2: personal information', () => {
  it('gives every required message for an empty candidate form', async () => {
    expect(await errorsOf(registerPersonalSchema('candidate'), {})).toEqual({
      first_name: [messages.registration.firstNameRequired],
      last_name: [messages.registration.lastNameRequired],
      address_1: [messages.registration.address1Required],
      city: [messages.registration.cityRequired],
      state: [messages.registration.stateRequired],
      zip: [messages.registration.zipRequired],
      phone: [messages.phone.invalid],
      tnc: [messages.registration.termsRequired],
      industry: [messages.registration.industryRequired],
    });
  });

  it('requires the employer name and position of employers only', async () => {
    expect(await errorsOf(registerPersonalSchema('candidate'), personal)).toEqual({});
    expect(await errorsOf(registerPersonalSchema('employer'), personal)).toEqual({
      company: [messages.registration.companyRequired],
      position: [messages.registration.positionRequired],
    });
  });

  it('refuses unticked terms, a bad phone, an unknown country and a non-id interest', async () => {
    expect(
      await errorsOf(registerPersonalSchema('candidate'), {
        ...personal,
        tnc: false,
        phone: '12',
        country: 'XX',
        industry: 'design',
      }),
    ).toEqual({
      tnc: [messages.registration.termsRequired],
      phone: [messages.phone.invalid],
      country: [messages.registration.countryRequired],
      industry: [messages.registration.industryRequired],
    });
  });

  it('defaults the country to the United Kingdom and stores the phone with a leading +', async () => {
    const values = await registerPersonalSchema('candidate').validate(personal);
    expect(values.country).toBe('GB');
    expect(values.phone).toBe('+447911123456');
    expect(values.address_2).toBeUndefined();
  });

  it('asks pronouns of candidates only, from the list', async () => {
    const candidate = registerPersonalSchema('candidate');
    expect(await errorsOf(candidate, { ...personal, pronouns: 'She/Her' })).toEqual({});
    expect(await errorsOf(candidate, { ...personal, pronouns: 'Sir' })).toEqual({
      pronouns: [messages.common.invalidSelection],
    });
    const employer = await registerPersonalSchema('employer').validate(
      { ...personal, company: 'Acme', position: 'CEO', pronouns: 'She/Her' },
      { stripUnknown: true },
    );
    expect(employer).not.toHaveProperty('pronouns');
  });

  it('caps free text at 255 characters', async () => {
    expect(
      await errorsOf(registerPersonalSchema('candidate'), { ...personal, city: 'x'.repeat(256) }),
    ).toEqual({ city: [messages.registration.tooLong(255)] });
  });
});

describe('agency registration', () => {
  const agency = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@agency.test',
    company: 'Compiler Co',
    position: 'Founder',
    address_1: '2 Cobol Street',
    city: 'Leeds',
    state: 'West Yorkshire',
    zip: 'LS1 1AA',
    password: 'Secret-pass1',
    password_confirmation: 'Secret-pass1',
    tnc: true,
  };

  it('accepts the form without a phone', async () => {
    expect(await errorsOf(agencyRegisterSchema, agency)).toEqual({});
    expect(await errorsOf(agencyRegisterSchema, { ...agency, phone: '' })).toEqual({});
  });

  it('gives its own messages', async () => {
    expect(await errorsOf(agencyRegisterSchema, {})).toEqual({
      first_name: [messages.registration.firstNameRequired],
      last_name: [messages.registration.lastNameRequired],
      email: [messages.auth.emailRequired],
      company: [messages.registration.agencyNameRequired],
      position: [messages.registration.positionRequired],
      address_1: [messages.registration.agencyAddress1Required],
      city: [messages.registration.cityRequired],
      state: [messages.registration.stateRequired],
      zip: [messages.registration.zipRequired],
      password: [messages.auth.passwordRequired],
      password_confirmation: [messages.registration.passwordsDoNotMatch],
      tnc: [messages.registration.termsRequired],
    });
  });

  it('needs matching passwords and a valid phone when one is given', async () => {
    expect(
      await errorsOf(agencyRegisterSchema, {
        ...agency,
        password_confirmation: 'Secret-pass2',
        phone: 'call me',
      }),
    ).toEqual({
      password_confirmation: ['Your passwords do not match'],
      phone: [messages.phone.invalid],
    });
  });
});

describe('registerSchemaFor', () => {
  it('combines steps 1 and 2 for candidates and employers', async () => {
    const candidate = await errorsOf(registerSchemaFor('FREELANCER'), personal);
    expect(Object.keys(candidate).sort()).toEqual(['email', 'password']);
    const employer = await errorsOf(registerSchemaFor('COMPANY'), personal);
    expect(Object.keys(employer).sort()).toEqual(['company', 'email', 'password', 'position']);
  });

  it('uses the single form for agencies', () => {
    expect(registerSchemaFor('AGENCY')).toBe(agencyRegisterSchema);
  });
});

describe('one-line texts', () => {
  it('refuse line breaks, tabs and escape codes, wherever they are', async () => {
    for (const [field, value] of [
      ['first_name', 'Eve\nBcc: everyone@example.com'],
      ['last_name', 'Lovelace\u001b[2J'],
      ['city', 'Lon\tdon'],
      ['address_2', 'Flat 2\u0085'],
    ] as const) {
      expect(
        await errorsOf(registerPersonalSchema('candidate'), { ...personal, [field]: value }),
        field,
      ).toEqual({ [field]: [messages.common.controlCharacters] });
    }
    expect(
      await errorsOf(registerPersonalSchema('candidate'), {
        ...personal,
        last_name: 'Ó Súilleabháin-Smith',
      }),
    ).toEqual({});
  });
});
