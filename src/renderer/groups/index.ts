import type { ThemeConfig } from 'antd';
import { messages } from '../../shared/messages';
import type { Group } from '../../shared/users';
import type { GroupPalette } from '../ui/theme/group-theme';
import { agencyPalette, agencyTheme } from './agency/theme';
import { candidatePalette, candidateTheme } from './candidate/theme';
import { employerPalette, employerTheme } from './employer/theme';

/** How a group looks; its pages come from the features' route rows. */
export interface GroupLook {
  theme: ThemeConfig;
  /** The accent colours the theme is built from, for surfaces antd does not draw. */
  palette: GroupPalette;
  /** Leads the account menu when set. */
  accountMenuHeading?: string;
}

export const groupLooks: Readonly<Record<Group, GroupLook>> = {
  candidate: { theme: candidateTheme, palette: candidatePalette },
  employer: {
    theme: employerTheme,
    palette: employerPalette,
    accountMenuHeading: messages.nav.accountSettings,
  },
  agency: { theme: agencyTheme, palette: agencyPalette },
};
