import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { agencyProfileSchema } from './agency-profile';
import { errorsOf } from './test-helpers';

const m = messages.agencyProfile;

const valid = {
  agency_name: 'Brightwater Creative',
  bio: 'Brand and digital.',
  services: ['1'],
  industries: ['2'],
  agency_location: ['Bristol', ''],
  agency_phone: ['44 20 7946 0303', ''],
  website: 'brightwater.example',
};

describe('the agency edit-profile form', () => {
  it("gives the brief's messages, the location's as complete-profile does", async () => {
    expect(
      await errorsOf(agencyProfileSchema, {
        agency_name: '',
        bio: '',
        services: [],
        industries: [],
        agency_location: [''],
        agency_phone: [''],
        website: 'https://',
      }),
    ).toEqual({
      agency_name: [m.nameRequired],
      bio: [m.bioRequired],
      services: [m.servicesRequired],
      industries: [m.categoriesRequired],
      agency_location: [messages.onboarding.agencyLocationRequired],
      website: [messages.opportunities.invalidUrl],
    });
  });

  it("drops the blank inputs, adds the phone's '+' and the website's https://", async () => {
    expect(await agencyProfileSchema.validate(valid)).toMatchObject({
      agency_location: ['Bristol'],
      agency_phone: ['+442079460303'],
      website: 'https://brightwater.example/',
    });
  });

  it('takes an optional contact email and typical budget, both ends or neither, in range', async () => {
    const values = await agencyProfileSchema.validate({
      ...valid,
      contact_email: ' hello@brightwater.example ',
      budget_min: '5000',
      budget_max: 20000,
    });
    expect(values).toMatchObject({
      contact_email: 'hello@brightwater.example',
      budget_currency: 'GBP',
      budget_min: 5000,
      budget_max: 20000,
    });
    const blank = await agencyProfileSchema.validate({
      ...valid,
      contact_email: '',
      budget_min: '',
      budget_max: '',
    });
    expect([blank.contact_email, blank.budget_min, blank.budget_max]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      await errorsOf(agencyProfileSchema, { ...valid, contact_email: 'hello@', budget_max: 9000 }),
    ).toEqual({
      contact_email: [messages.auth.emailInvalid],
      budget_min: [messages.opportunities.enterMinimumBudget],
    });
    expect(
      await errorsOf(agencyProfileSchema, {
        ...valid,
        budget_currency: 'EUR',
        budget_min: 500,
        budget_max: 400_000,
      }),
    ).toEqual({
      budget_min: [messages.opportunities.budgetOutOfRange('€1,000', '€25,000')],
      budget_max: [messages.opportunities.budgetOutOfRange('€1,000', '€25,000')],
    });
    expect(
      await errorsOf(agencyProfileSchema, { ...valid, budget_min: 9000, budget_max: 5000 }),
    ).toEqual({ budget_max: [messages.opportunities.budgetOrder] });
  });

  it('allows two locations and four phones, no more', async () => {
    expect(
      await errorsOf(agencyProfileSchema, {
        ...valid,
        bio: 'x'.repeat(1001),
        agency_location: ['Bath', 'Bristol', 'Leeds'],
        agency_phone: [
          '+442079460301',
          '+442079460302',
          '+442079460303',
          '+442079460304',
          '+442079460305',
        ],
      }),
    ).toEqual({
      bio: [messages.onboarding.bioMax],
      agency_location: [messages.onboarding.agencyLocationsMax(2)],
      agency_phone: [messages.onboarding.agencyPhonesMax(4)],
    });
  });
});
