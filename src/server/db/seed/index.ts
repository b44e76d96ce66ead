export { seedTaxonomies } from './taxonomies';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, seedDemo } from './demo';
