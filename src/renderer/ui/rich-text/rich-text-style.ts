import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The theme's tokens as the custom properties `rich-text.css` reads, so the editor and the
 * view follow the group's theme (accent, error colour, radius, font) like antd's inputs.
 */
export function useRichTextStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--rich-text-color': token.colorText,
    '--rich-text-heading-color': token.colorTextHeading,
    '--rich-text-font-size': `${token.fontSize}px`,
    '--rich-text-line-height': String(token.lineHeight),
    '--rich-text-h2-size': `${token.fontSizeHeading4}px`,
    '--rich-text-h3-size': `${token.fontSizeHeading5}px`,
    '--rich-text-link': token.colorLink,
    '--rich-text-link-hover': token.colorLinkHover,
    '--rich-text-bg': token.colorBgContainer,
    '--rich-text-bg-disabled': token.colorBgContainerDisabled,
    '--rich-text-text-disabled': token.colorTextDisabled,
    '--rich-text-border': token.colorBorder,
    '--rich-text-border-hover': token.colorPrimaryHover,
    '--rich-text-border-focus': token.colorPrimary,
    '--rich-text-outline': token.controlOutline,
    '--rich-text-outline-width': `${token.controlOutlineWidth}px`,
    '--rich-text-error': token.colorError,
    '--rich-text-error-hover': token.colorErrorBorderHover,
    '--rich-text-error-outline': token.colorErrorOutline,
    '--rich-text-radius': `${token.borderRadius}px`,
    '--rich-text-split': token.colorSplit,
    '--rich-text-placeholder': token.colorTextPlaceholder,
    '--rich-text-padding-block': `${token.paddingXS}px`,
    '--rich-text-padding-inline': `${token.paddingSM - token.lineWidth}px`,
  } as CSSProperties;
}
