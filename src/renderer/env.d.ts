/** The app version, defined by electron.vite.config.ts. */
declare const __APP_VERSION__: string;
