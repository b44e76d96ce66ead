// The onboarding chunk: the three complete-profile pages, loaded when one is opened.
export { AgencyOnboardingPage } from './agency-onboarding-page';
export { CandidateOnboardingPage } from './candidate-onboarding-page';
export { EmployerOnboardingPage } from './employer-onboarding-page';
