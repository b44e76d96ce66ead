import type { ThemeConfig } from 'antd';

/** Shortlist's shared look; each group only changes the accent colour (one theme per group). */
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

export function createGroupTheme({ primary, deep, tint }: GroupPalette): ThemeConfig {
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      // Hover darkens rather than lightens, so white text on a hovered button stays readable.
      colorPrimaryHover: deep,
      colorLinkHover: deep,
      // antd derives this from the accent; for some accents (teal) it comes out greyish.
      colorPrimaryBg: tint,
      colorTextHeading: BRAND.ink,
      // antd's defaults for secondary text (45% black), errors and success fall below WCAG
      // AA's 4.5:1 on white; these keep the look and pass (axe runs in the journeys).
      colorTextTertiary: 'rgba(0, 0, 0, 0.61)',
      colorTextDescription: 'rgba(0, 0, 0, 0.61)',
      // A Select's placeholder is text axe measures (an input's is exempt).
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
      colorSuccess: '#237804',
      // Warning text (a zero balance) in a dark amber: 5.4:1 on white.
      colorWarningText: '#995c00',
      // Derived from that darker seed, the tint would be grey-green; keep antd's light one.
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
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
