/** Community content: articles, resources (the blog), deals, landing pages and the footer. */
export const contentMessages = {
  content: {
    // The API's answers (modules/content).
    server: {
      articleNotFound: 'This article does not exist or is not available to you.',
      pageNotFound: 'This page does not exist.',
    },
    // `npm run admin -- content …` (cli/admin/content.ts, modules/content/markdown.ts).
    admin: {
      usage:
        'content save <article|deal|page> <file.md> [--publish] | publish|unpublish <article|deal|page> <slug> | list [articles|deals|pages] | delete <article|deal|page> <slug>',
      kinds: 'The kind is article, deal or page.',
      fileUnreadable: (path: string) => `Cannot read ${path}.`,
      noFrontMatter:
        'The file must start with a front matter block: a "---" line, the fields, then "---".',
      unclosedFrontMatter: 'The front matter has no closing "---" line.',
      frontMatterLine: (line: number) =>
        `Front matter line ${line}: write each field as "name: value".`,
      duplicateField: (field: string) => `"${field}" is given twice.`,
      unknownField: (field: string, kind: string, allowed: readonly string[]) =>
        `"${field}" is not a field of a ${kind}: use ${allowed.join(', ')}.`,
      missingField: (field: string) => `"${field}" is required.`,
      tooLong: (field: string, max: number) => `"${field}" is longer than ${max} characters.`,
      invalidSlug:
        '"slug" takes lower-case letters, digits and single dashes (e.g. how-it-works), up to 100 characters.',
      invalidChoice: (field: string, allowed: readonly string[]) =>
        `"${field}" is one of ${allowed.join(', ')}.`,
      invalidLink: '"link" must be a full https:// address.',
      invalidSortOrder: '"sort_order" is a whole number from 0 to 10000.',
      invalidBoolean: (field: string) => `"${field}" is true or false.`,
      emptyBody: 'The document has no text after its front matter.',
      tooDeep: 'Lists nest at most three deep.',
      tooLarge: 'The document is too large.',
      imagePath: (path: string) =>
        `Image ${path}: give a path relative to the Markdown file, inside its folder.`,
      imageMissing: (path: string) => `Image ${path} cannot be read.`,
      imageType: (path: string) => `Image ${path} is not a PNG or JPEG image.`,
      imageTooLarge: (path: string, mb: number) => `Image ${path} is larger than ${mb} MB.`,
      noFileStore: 'Images cannot be stored here: no data folder.',
      saved: (kind: string, slug: string, created: boolean, published: boolean) =>
        `${created ? 'Created' : 'Updated'} ${kind} ${slug} (${published ? 'published' : 'not published'}).`,
      published: (kind: string, slug: string) => `Published ${kind} ${slug}.`,
      unpublished: (kind: string, slug: string) => `Unpublished ${kind} ${slug}.`,
      notFound: (kind: string, slug: string) => `No ${kind} ${slug}.`,
      deleted: (kind: string, slug: string, title: string, images: number) =>
        `Deleted ${kind} ${slug} ("${title}") and ${images} image(s).`,
      empty: 'Nothing yet.',
      draft: 'draft',
    },
    // The brief's names for the lists and pages.
    blog: 'Blog',
    resources: 'Resources',
    communityArticles: 'Community Articles',
    mentoringAndTraining: 'Mentoring & Training',
    dealsForYou: 'Deals For You',
    deals: 'Deals',
    showMore: 'Show More',
    otherPosts: 'Other Posts',
    seeAll: 'See all',
    readArticle: 'Read article',
    getDeal: 'Get Deal',
    /** Said to assistive technology: the deal's link leaves the app. */
    opensInBrowser: 'opens in your browser',
    backToResources: 'Back to Resources',
    backToDashboard: 'Back to Dashboard',
    published: 'Published',
    types: {
      ARTICLE: 'Article',
      MENTORING: 'Mentoring',
      TRAINING: 'Training',
    },
    blogIntro: 'News, guides and ideas from the Shortlist community.',
    dealsIntro: 'Offers from our partners, for Shortlist members.',
    // Loading, empty and failed states.
    loading: 'Loading…',
    emptyArticles: 'No articles yet.',
    emptyDeals: 'No deals right now.',
    emptyMentoring: 'No mentoring or training yet.',
    articlesFailed: 'Could not load the articles.',
    dealsFailed: 'Could not load the deals.',
    articleMissing: 'This article does not exist or is not available to you.',
    articleFailed: 'Could not load the article.',
    pageMissing: 'This page does not exist.',
    pageFailed: 'Could not load the page.',
    moreFailed: 'Could not load more articles.',
    openFailed: 'Could not open the link in your browser.',
    // The employer root, `/employer` (brief: "Login not required: … employer root").
    employerLanding: {
      title: 'Hire creative, digital and marketing talent',
      intro:
        'Post job opportunities and agency projects, meet candidates and agencies, and pay no commission when you hire.',
      pricing: 'See pricing',
    },
    // The footer (brief: "Footer").
    footer: {
      label: 'Footer',
      legal: 'Legal',
      privacyPolicy: 'Privacy Policy',
      platformTerms: 'Platform Terms',
      cookies: 'Cookies',
      candidates: 'Candidates',
      employers: 'Employers',
      shortlist: 'Shortlist',
      more: 'More',
      howItWorks: 'How It Works',
      findAJob: 'Find A Job',
      addAnOpportunity: 'Add An Opportunity',
      termsAndConditions: 'Terms & Conditions',
      dashboard: 'Dashboard',
      logInSignUp: 'Log In/Sign Up',
      aboutUs: 'About Us',
      pricing: 'Pricing',
      faqs: 'FAQs',
      contactUs: 'Contact Us',
      follow: 'Follow us',
      instagram: 'Shortlist on Instagram',
      linkedIn: 'Shortlist on LinkedIn',
      copyright: (year: number) => `© ${year} Shortlist`,
    },
  },
} as const;
