export { seedTaxonomies } from './taxonomies';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';
