import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  invitationSchemaFor,
  teamMemberProfileSchema,
  teamMemberRegistrationSchema,
  teamRegistrationLoginSchema,
  teamRegistrationPersonalSchema,
} from './invitations';
import { errorsOf } from './test-helpers';

const m = messages.invitations;
const tr = messages.teamRegistration;

const personal = {
  first_name: 'Grace',
  last_name: 'Hopper',
  position: 'Talent Partner',
  address_1: '1 Harbour Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 1AA',
  tnc: true,
};

describe('the invite form', () => {
  it("gives each field's message, the employer side's wording of an invalid email", async () => {
    expect(await errorsOf(invitationSchemaFor('COMPANY'), {})).toEqual({
      first_name: [m.firstNameRequired],
      last_name: [m.lastNameRequired],
      // The employer side's words for an empty email (brief: 'Please add email address').
      email: ['Please add email address'],
    });
    expect(await errorsOf(invitationSchemaFor('AGENCY'), {})).toMatchObject({
      email: [m.emailRequired],
    });
    const invalid = { first_name: 'A', last_name: 'B', email: 'not-an-email' };
    expect(await errorsOf(invitationSchemaFor('COMPANY'), invalid)).toEqual({
      email: [m.employerEmailInvalid],
    });
    expect(await errorsOf(invitationSchemaFor('AGENCY'), invalid)).toEqual({
      email: [m.emailInvalid],
    });
  });

  it('trims, and refuses an overlong address and a name with a line break', async () => {
    const values = await invitationSchemaFor('COMPANY').validate({
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: ' Ada@Example.com ',
    });
    expect(values).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'Ada@Example.com' });
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(
      await errorsOf(invitationSchemaFor('COMPANY'), {
        first_name: 'Ada\nBcc: x@y.z',
        last_name: 'L',
        email: long,
      }),
    ).toEqual({
      first_name: [messages.common.controlCharacters],
      email: [m.employerEmailInvalid],
    });
  });
});

describe('team registration', () => {
  it('step 1: a valid email, the shared password rule and a matching confirmation', async () => {
    expect(await errorsOf(teamRegistrationLoginSchema, { email: 'x' })).toEqual({
      email: [messages.auth.emailInvalid],
      password: [messages.auth.passwordRequired],
      password_confirmation: [messages.registration.passwordsDoNotMatch],
    });
    expect(
      await errorsOf(teamRegistrationLoginSchema, {
        email: 'grace@example.com',
        password: 'Ab!1',
        password_confirmation: 'Ab!1',
      }),
    ).toEqual({ password: [tr.passwordMin] });
    expect(
      await errorsOf(teamRegistrationLoginSchema, {
        email: 'grace@example.com',
        password: 'Long-enough!',
        password_confirmation: 'Long-enough?',
      }),
    ).toEqual({ password_confirmation: [messages.registration.passwordsDoNotMatch] });
  });

  it("step 2: the brief's messages for every required field", async () => {
    expect(await errorsOf(teamRegistrationPersonalSchema, {})).toEqual({
      first_name: [tr.firstNameRequired],
      last_name: [tr.lastNameRequired],
      position: [tr.positionRequired],
      address_1: [messages.registration.address1Required],
      city: [messages.registration.cityRequired],
      state: [messages.registration.stateRequired],
      zip: [messages.registration.zipRequired],
      tnc: [tr.termsRequired],
    });
    expect(await errorsOf(teamRegistrationPersonalSchema, { ...personal, tnc: false })).toEqual({
      tnc: [tr.termsRequired],
    });
  });

  it('step 2: the phone is optional, checked and normalised when given; GB by default', async () => {
    expect(await errorsOf(teamRegistrationPersonalSchema, { ...personal, phone: '12' })).toEqual({
      phone: [messages.phone.invalid],
    });
    const values = await teamRegistrationPersonalSchema.validate({
      ...personal,
      phone: '07911 123456',
    });
    expect(values).toMatchObject({ phone: '+447911123456', country: 'GB' });
    expect(
      await teamRegistrationPersonalSchema
        .validate({ ...personal, phone: '', country: 'xx' })
        .catch((error: Error) => error.message),
    ).toBe(messages.registration.countryRequired);
  });

  it('the API input: the token, the password and step 2 (no email, no confirmation)', async () => {
    expect(
      await errorsOf(teamMemberRegistrationSchema, { ...personal, password: 'P@ssword1' }),
    ).toEqual({ token: [m.notFound] });
    const values = await teamMemberRegistrationSchema.validate(
      { ...personal, token: 't', password: 'P@ssword1', email: 'ignored@example.com' },
      { stripUnknown: true },
    );
    expect(values).not.toHaveProperty('email');
  });

  it('step 3: the photo is mandatory and the bio required, at most 1000 characters', async () => {
    expect(await errorsOf(teamMemberProfileSchema, {})).toEqual({
      avatar: [tr.imageRequired],
      bio: [messages.onboarding.profileBioRequired],
    });
    expect(await errorsOf(teamMemberProfileSchema, { avatar: '3', bio: 'x'.repeat(1001) })).toEqual(
      { bio: [messages.onboarding.bioMax] },
    );
    expect(await errorsOf(teamMemberProfileSchema, { avatar: 'abc', bio: 'Hello' })).toEqual({
      avatar: [tr.imageRequired],
    });
  });
});
