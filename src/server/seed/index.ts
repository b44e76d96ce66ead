export { seedTaxonomies } from '../modules/taxonomies';
export { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD, hasDemoData, seedDemo } from './demo';
