import { createGroupTheme, type GroupPalette } from '../../ui/theme/group-theme';

export const agencyPalette: GroupPalette = { primary: '#7c3aed', deep: '#4c1d95', tint: '#f1eafd' };
export const agencyTheme = createGroupTheme(agencyPalette);
