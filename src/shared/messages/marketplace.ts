/** The agency marketplace (employers) and the network (agencies). */
export const marketplaceMessages = {
  marketplace: {
    /** The employer's header and side-navigation entry, and the page's title. */
    agencyMarketplace: 'Agency Marketplace',
    /** The agency's header entry, and the page's title. */
    network: 'Network',
    /** What the toggle switches between. */
    show: 'Show',
    agencies: 'Agencies',
    caseStudies: 'Case Studies',
    searchAgencies: 'Search agencies',
    searchCaseStudies: 'Search case studies',
    /** The chips' group, for assistive technology. */
    services: 'Services',
    clearServices: 'All services',
    loading: 'Loading…',
    loadFailed: 'We could not load the list.',
    noAgencies: 'No agencies match your search.',
    noCaseStudies: 'No case studies match your search.',
    agenciesFound: (total: number) => `${total} ${total === 1 ? 'agency' : 'agencies'}`,
    caseStudiesFound: (total: number) => `${total} ${total === 1 ? 'case study' : 'case studies'}`,
    /** The chips left out of a card. */
    moreServices: (count: number) => `+${count}`,
    moreServicesLabel: (count: number) => `${count} more ${count === 1 ? 'service' : 'services'}`,
    caseStudiesCount: (count: number) => `${count} ${count === 1 ? 'case study' : 'case studies'}`,
    vetted: 'Vetted',
    by: (agency: string) => `by ${agency}`,
    viewAgency: (name: string) => `View ${name}`,
    /** The agency profile's list of the agency's case studies. */
    agencyCaseStudies: 'Case Studies',
    noAgencyCaseStudies: 'This agency has not added any case studies yet.',
    /** Who may not browse the marketplace (candidates, inactive accounts). */
    notAllowed: 'Only companies and agencies can browse agencies.',
  },
} as const;
