// The App Settings chunk (desktop app only).
export { AppSettingsPage } from './app-settings-page';
