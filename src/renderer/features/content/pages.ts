// The content chunk: the blog, articles, deals and landing pages.
export { ArticlePage } from './article-page';
export { BlogListPage } from './blog-list-page';
export { DealsPage } from './deals-page';
export { EmployerLandingPage } from './employer-landing-page';
export { LandingPagePage } from './landing-page';
