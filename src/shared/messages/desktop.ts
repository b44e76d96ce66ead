/** The desktop app's own screens: where the session is kept, app settings, updates. */
export const desktopMessages = {
  /** Desktop: why the session lasts only until quit (the settings page shows it). */
  desktopSession: {
    noEncryption:
      'This computer offers Shortlist no way to encrypt your session, so you stay signed in only until you quit.',
    noKeyring:
      'No system keyring (such as GNOME Keyring or KWallet) is available, so you stay signed in only until you quit.',
    saveFailed:
      'Your session could not be saved securely on this computer, so you stay signed in only until you quit.',
  },
  /** Desktop: the App Settings page (which API, where the session is kept, version, updates). */
  appSettings: {
    title: 'App Settings',
    intro: 'How this copy of Shortlist connects and keeps you signed in.',
    serverTitle: 'Server',
    embedded: 'Built-in server on this computer (works offline)',
    remote: 'A Shortlist server',
    remoteUrlLabel: 'Server address',
    remoteUrlPlaceholder: 'https://shortlist.example.com',
    inUseEmbedded: 'In use now: the built-in server.',
    inUseRemote: (origin: string) => `In use now: ${origin}.`,
    save: 'Save',
    saved: 'Saved. Restart Shortlist to use this server.',
    sessionTitle: 'Signed-in session',
    keychain: 'Your session is kept in the system keychain, so you stay signed in after quitting.',
    safeStorage:
      'Your session is kept encrypted on this computer, so you stay signed in after quitting.',
    versionTitle: 'Version',
    version: (version: string) => `Shortlist ${version}`,
    checkForUpdates: 'Check for updates',
    openSettings: 'App Settings',
  },
  /** Desktop updates: the `Update ready` banner, the updater's error statuses, manual checks. */
  updates: {
    ready: 'Update ready',
    readyDetail: (version: string) =>
      `Shortlist ${version} has been downloaded. Restart to use it now, or it installs when you quit.`,
    restartNow: 'Restart now',
    upToDate: 'Shortlist is up to date.',
    checking: 'Checking for updates...',
    downloading: (percent: number) =>
      `An update is downloading (${percent}%). It will be ready to install shortly.`,
    disabled: 'Updates are checked only in the installed app.',
    checkFailed: 'Shortlist could not check for updates. Please try again later.',
    downloadFailed: 'The update could not be downloaded. Please try again later.',
    installFailed: 'The update could not be installed now. It will be installed when you quit.',
  },
} as const;
