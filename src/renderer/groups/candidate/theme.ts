import { createGroupTheme, type GroupPalette } from '../../ui/theme/group-theme';

export const candidatePalette: GroupPalette = {
  primary: '#0f766e',
  deep: '#0f5f59',
  tint: '#e3f5f2',
};
export const candidateTheme = createGroupTheme(candidatePalette);
