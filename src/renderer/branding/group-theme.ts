import type { ThemeConfig } from 'antd';

/** Shortlist's shared look; each group only changes the accent colour (STYLE: one theme per group). */
export const BRAND = {
  ink: '#0f172a',
  layoutBg: '#f4f6fb',
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;

export interface GroupPalette {
  /** The accent: buttons, links, selected navigation. */
  primary: string;
  /** A darker shade of the accent for gradients and hover text. */
  deep: string;
  /** A very light tint of the accent for selected and highlighted surfaces. */
  tint: string;
}

export function createGroupTheme({ primary, tint }: GroupPalette): ThemeConfig {
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      // antd derives this from the accent; for some accents (teal) it comes out greyish.
      colorPrimaryBg: tint,
      colorTextHeading: BRAND.ink,
      colorBgLayout: BRAND.layoutBg,
      borderRadius: 8,
      fontFamily: BRAND.fontFamily,
    },
    components: {
      Layout: {
        headerBg: '#ffffff',
        headerHeight: 64,
        headerPadding: '0 24px',
        siderBg: '#ffffff',
        bodyBg: BRAND.layoutBg,
      },
      Menu: {
        itemBorderRadius: 8,
        activeBarBorderWidth: 0,
        horizontalLineHeight: '62px',
        itemSelectedBg: tint,
      },
      Button: { fontWeight: 500 },
      Card: { headerFontSize: 16 },
    },
  };
}
