import { createGroupTheme, type GroupPalette } from '../../ui/theme/group-theme';

export const employerPalette: GroupPalette = {
  primary: '#1d4ed8',
  deep: '#1e3a8a',
  tint: '#e8effd',
};
export const employerTheme = createGroupTheme(employerPalette);
