import { createGroupTheme, type GroupPalette } from '../../branding/group-theme';

export const candidatePalette: GroupPalette = {
  primary: '#0d9488',
  deep: '#0f5f59',
  tint: '#e3f5f2',
};
export const candidateTheme = createGroupTheme(candidatePalette);
