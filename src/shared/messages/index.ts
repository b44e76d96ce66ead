/**
 * Every user-facing text from the brief, in one place: forms, toasts and the server's
 * validation all read from here. Texts are the brief's, plain misspellings corrected.
 * One file per domain (named as its module and feature); a new domain adds its file
 * and one line here.
 */
import { accountsMessages } from './accounts';
import { agencyBillingMessages } from './agency-billing';
import { agencyProfileMessages } from './agency-profile';
import { applicantsMessages } from './applicants';
import { candidateOpportunitiesMessages } from './candidate-opportunities';
import { candidatesMessages } from './candidates';
import { caseStudiesMessages } from './case-studies';
import { commonMessages } from './common';
import { companyProfileMessages } from './company-profile';
import { contentMessages } from './content';
import { creditsMessages } from './credits';
import { emailChangeMessages } from './email-change';
import { desktopMessages } from './desktop';
import { filesMessages } from './files';
import { identityMessages } from './identity';
import { invitationsMessages } from './invitations';
import { invoicesMessages } from './invoices';
import { marketplaceMessages } from './marketplace';
import { notificationSettingsMessages } from './notification-settings';
import { opportunitiesMessages } from './opportunities';
import { paymentsMessages } from './payments';
import { personalInformationMessages } from './personal-information';
import { placesMessages } from './places';
import { profilesMessages } from './profiles';
import { richTextMessages } from './rich-text';
import { subscriptionsMessages } from './subscriptions';
import { teamsMessages } from './teams';

export const messages = {
  ...commonMessages,
  ...identityMessages,
  ...accountsMessages,
  ...filesMessages,
  ...creditsMessages,
  ...paymentsMessages,
  ...invoicesMessages,
  ...agencyBillingMessages,
  ...subscriptionsMessages,
  ...opportunitiesMessages,
  ...placesMessages,
  ...applicantsMessages,
  ...profilesMessages,
  ...candidatesMessages,
  ...personalInformationMessages,
  ...notificationSettingsMessages,
  ...candidateOpportunitiesMessages,
  ...richTextMessages,
  ...teamsMessages,
  ...invitationsMessages,
  ...companyProfileMessages,
  ...emailChangeMessages,
  ...agencyProfileMessages,
  ...caseStudiesMessages,
  ...marketplaceMessages,
  ...contentMessages,
  ...desktopMessages,
} as const;
