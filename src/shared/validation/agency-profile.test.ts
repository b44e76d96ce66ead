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
