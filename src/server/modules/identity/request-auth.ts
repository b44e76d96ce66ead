import { unauthenticated } from '../../platform/domain-error';
import type { AuthenticatedSession, AuthService } from './auth-service';

/** What the Authorization header carried. */
export type Credential = { presented: false } | { presented: true; token: string };

/**
 * Reads `Authorization: Bearer <token>`. An absent or empty header, or a bare `Bearer`
 * (a client with no token yet), counts as no credential; any other value is a presented
 * credential, so a wrong scheme or a garbled token is refused rather than ignored.
 */
export function readCredential(header: string | undefined): Credential {
  const value = header?.trim() ?? '';
  if (value === '' || /^bearer$/i.test(value)) return { presented: false };
  const match = /^bearer\s+(\S+)$/i.exec(value);
  return { presented: true, token: match?.[1] ?? '' };
}

/** The caller's session for one GraphQL request, verified at most once and only when asked. */
export class RequestAuth {
  private verified: Promise<AuthenticatedSession | null> | undefined;

  constructor(
    private readonly credential: Credential,
    private readonly authService: AuthService,
  ) {}

  /**
   * The session, or null when the request carries no token. A token that was presented
   * but is invalid, expired or revoked is an error (`Unauthenticated.`) even where a
   * session is optional: that answer is how the UI learns to clear a dead session
   * (brief, "Session"), whereas silently treating it as signed out would leave the UI
   * holding a token that can never work again.
   */
  async optionalSession(): Promise<AuthenticatedSession | null> {
    if (!this.credential.presented) return null;
    this.verified ??= this.authService.authenticate(this.credential.token);
    const session = await this.verified;
    if (!session) throw unauthenticated();
    return session;
  }

  async requireSession(): Promise<AuthenticatedSession> {
    const session = await this.optionalSession();
    if (!session) throw unauthenticated();
    return session;
  }
}
