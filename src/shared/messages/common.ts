/** Texts every screen shares: errors, the brand, navigation, dashboards, the user groups. */
export const commonMessages = {
  common: {
    yes: 'Yes',
    no: 'No',
    somethingWentWrong: 'Something went wrong!',
    /** A one-line field holding a line break, tab or other control character (not in the brief). */
    controlCharacters: 'Please remove line breaks and other control characters.',
    pageNotFound: 'Page Not Found!',
    loading: 'Loading...',
    fieldRequired: 'This field is required',
    invalidSelection: 'Please select a valid option.',
  },
  brand: {
    name: 'Shortlist',
  },
  /**
   * The page a limited navigation gets instead of the app (docs/security.md G15; not in the
   * brief): the server writes it, since the app itself is what could not be loaded.
   */
  requestLimit: {
    title: 'Too many requests',
    retryIn: (seconds: number) =>
      `Shortlist received a lot of requests from you in a short time. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  },
  /** Shell texts: navigation, header and account menus. */
  nav: {
    dashboard: 'Dashboard',
    myAccount: 'My Account',
    logout: 'Logout',
    logOut: 'Log Out',
    changePassword: 'Change Password',
    login: 'Login',
    // The signed-out header (brief: "Logged out: Add Opportunity, and Login or Sign Up").
    addOpportunity: 'Add Opportunity',
    signUp: 'Sign Up',
    accountSettings: 'Account Settings',
    mainNavigation: 'Main navigation',
    accountMenu: 'Account menu',
    backToDashboard: 'Back to Dashboard',
    goToLogin: 'Go to Login',
    goHome: 'Go to Shortlist',
    pageNotFoundHint: "The page you are looking for doesn't exist or has moved.",
    loggingOut: 'Logging out...',
    retry: 'Try again',
    sessionLoadFailed: 'We could not reach Shortlist. Check your connection and try again.',
  },
  dashboard: {
    greeting: (firstName: string) => `Welcome back, ${firstName}`,
    accountDetails: 'Your account',
    email: 'Email',
    accountType: 'Account type',
    status: 'Status',
    team: 'Team',
    teamRole: 'Team role',
    canPostJobs: 'Can post jobs',
    yes: 'Yes',
    no: 'No',
    statusActive: 'Active',
    statusInactive: 'Awaiting approval',
    roleAdmin: 'Admin',
    roleMember: 'Member',
  },
  /** Names and one-line pitches of the three route groups, and the user types' labels. */
  groups: {
    candidate: {
      name: 'Candidate',
      loginTitle: 'Candidate Login',
      tagline: 'Keep one rich profile and apply to the opportunities that fit you.',
    },
    employer: {
      name: 'Employer',
      loginTitle: 'Employer Login',
      tagline: 'Post job opportunities and agency projects, and meet the people behind the work.',
    },
    agency: {
      name: 'Agency',
      loginTitle: 'Agency Login',
      tagline: 'Show your case studies and answer the project opportunities made for your team.',
    },
    userTypes: {
      FREELANCER: 'Candidate',
      COMPANY: 'Employer',
      AGENCY: 'Agency',
      GUEST: 'Team member',
    },
    zeroCommission: 'Zero commission on successful hires.',
  },
} as const;
