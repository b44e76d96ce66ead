import { createGroupTheme, type GroupPalette } from '../../branding/group-theme';

export const employerPalette: GroupPalette = {
  primary: '#2563eb',
  deep: '#1e3a8a',
  tint: '#e8effd',
};
export const employerTheme = createGroupTheme(employerPalette);
