import { theme } from 'antd';
import { messages } from '../../shared/messages';

interface LogoProps {
  /** White on a coloured background, e.g. the login page's brand panel. */
  inverted?: boolean;
  size?: number;
}

/** The Shortlist mark (a list with its first line ticked) and wordmark, in the group's accent. */
export function Logo({ inverted = false, size = 32 }: LogoProps) {
  const { token } = theme.useToken();
  const markFill = inverted ? '#ffffff' : token.colorPrimary;
  const markInk = inverted ? token.colorPrimary : '#ffffff';
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: size * 0.3,
        color: inverted ? '#ffffff' : token.colorTextHeading,
        fontWeight: 700,
        fontSize: size * 0.66,
        letterSpacing: '-0.02em',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={markFill} />
        <path
          d="M8 11.5l2.2 2.2L14.5 9.4"
          fill="none"
          stroke={markInk}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="17" y="10.3" width="7.5" height="2.4" rx="1.2" fill={markInk} />
        <rect x="8" y="16" width="16.5" height="2.4" rx="1.2" fill={markInk} opacity="0.75" />
        <rect x="8" y="21.4" width="12" height="2.4" rx="1.2" fill={markInk} opacity="0.5" />
      </svg>
      <span>{messages.brand.name}</span>
    </span>
  );
}
