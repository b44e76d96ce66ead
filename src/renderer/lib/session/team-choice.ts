import type { DesktopBridge } from '../../../shared/bridge';

/**
 * The team the user chose to act for (the brief's `lh_team`): remembered by the platform (the
 * desktop's settings store, the browser's local storage), read once at start and held here so
 * every request can name it (`X-Team-Id`) without asking the platform each time. The server
 * checks it against the user's teams on every request and falls back to their first team.
 */
export class TeamChoice {
  private teamId: string | null = null;

  constructor(private readonly platform: Pick<DesktopBridge, 'preferences'>) {}

  async load(): Promise<void> {
    this.teamId = await this.platform.preferences.get('activeTeamId');
  }

  current(): string | null {
    return this.teamId;
  }

  async choose(teamId: string | null): Promise<void> {
    this.teamId = teamId;
    await this.platform.preferences.set('activeTeamId', teamId);
  }
}
