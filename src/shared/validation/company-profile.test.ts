import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { richTextFromPlain } from '../rich-text';
import { companyProfileSchema, editableRichText } from './company-profile';
import { errorsOf } from './test-helpers';

const doc = (text: string) => JSON.stringify(richTextFromPlain(text));

const valid = {
  company: 'Northbank Retail Group',
  logo: '12',
  bio: doc('We sell things.'),
  description: doc('A longer story.'),
  what_sets_apart: 'Our people.',
  address_1: '1 Harbour Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 1AA',
  country: 'GB',
  email: 'owner@example.com',
};

describe('the employer edit-profile form', () => {
  it("gives each required field the brief's message", async () => {
    expect(await errorsOf(companyProfileSchema, { country: '' })).toEqual({
      company: ['Add Employer Name'],
      logo: [messages.onboarding.companyLogoRequired],
      bio: [messages.companyProfile.bioRequired],
      description: [messages.companyProfile.descriptionRequired],
      what_sets_apart: [messages.common.fieldRequired],
      address_1: [messages.registration.address1Required],
      city: [messages.registration.cityRequired],
      state: [messages.registration.stateRequired],
      zip: [messages.registration.zipRequired],
      country: [messages.registration.countryRequired],
      email: [messages.auth.emailRequired],
    });
  });

  it('counts the words of bio and description, not their markup, against 1000', async () => {
    const bold = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] },
        ],
      });
    expect(await errorsOf(companyProfileSchema, { ...valid, bio: bold('a'.repeat(1000)) })).toEqual(
      {},
    );
    expect(
      await errorsOf(companyProfileSchema, {
        ...valid,
        bio: bold('a'.repeat(1001)),
        description: doc('b'.repeat(1001)),
      }),
    ).toEqual({
      bio: [messages.onboarding.bioAndDescriptionMax],
      description: [messages.onboarding.bioAndDescriptionMax],
    });
    // A document without words, or text that is no document, is no bio.
    expect(
      await errorsOf(companyProfileSchema, {
        ...valid,
        bio: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
        description: 'plain words',
      }),
    ).toEqual({
      bio: [messages.companyProfile.bioRequired],
      description: [messages.companyProfile.descriptionRequired],
    });
  });

  it('limits what sets you apart to 1000 here (250 in onboarding)', async () => {
    expect(
      await errorsOf(companyProfileSchema, { ...valid, what_sets_apart: 'x'.repeat(1000) }),
    ).toEqual({});
    expect(
      await errorsOf(companyProfileSchema, { ...valid, what_sets_apart: 'x'.repeat(1001) }),
    ).toEqual({ what_sets_apart: [messages.onboarding.whatSetsApartMax(1000)] });
  });

  it('takes an optional website, adding https://, and refuses what is no web address', async () => {
    const cast = companyProfileSchema.cast({ ...valid, website: 'www.northbank.example' });
    expect(cast.website).toBe('https://www.northbank.example/');
    expect(companyProfileSchema.cast({ ...valid, website: '' }).website).toBeUndefined();
    for (const website of [
      'not a site',
      'javascript:alert(1)',
      'owner@example.com',
      'ftp://x.io',
    ]) {
      expect(await errorsOf(companyProfileSchema, { ...valid, website })).toEqual({
        website: [messages.opportunities.invalidUrl],
      });
    }
  });

  it('checks the email and keeps the logo consent optional', async () => {
    expect(await errorsOf(companyProfileSchema, { ...valid, email: 'nope' })).toEqual({
      email: [messages.auth.emailInvalid],
    });
    expect(await errorsOf(companyProfileSchema, { ...valid, can_use_logo: null })).toEqual({});
    expect(companyProfileSchema.cast({ ...valid, can_use_logo: false }).can_use_logo).toBe(false);
  });
});

describe('editableRichText', () => {
  it('opens rich text as it is and plain text (onboarding) as paragraphs', () => {
    expect(editableRichText(null)).toBe('');
    expect(editableRichText(doc('Hello'))).toBe(doc('Hello'));
    expect(JSON.parse(editableRichText('One\n\nTwo'))).toEqual(richTextFromPlain('One\n\nTwo'));
  });
});
