// The dashboards' chunk: what a signed-in user sees first.
export { AgencyDashboardPage } from './agency-dashboard-page';
export { CandidateDashboardPage } from './candidate-dashboard-page';
export { EmployerDashboardPage } from './employer-dashboard-page';
