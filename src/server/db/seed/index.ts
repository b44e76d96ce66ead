export { seedTaxonomies } from './taxonomies';
export { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD, hasDemoData, seedDemo } from './demo';
