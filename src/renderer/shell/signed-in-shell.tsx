import type { Group } from '../../shared/users';
import { ImpersonationBar } from '../features/impersonation';
import { NoTeamNotice, TeamSwitcher } from '../features/team-switcher';
import type { GroupNavigation } from '../routing/navigation';
import { GroupShell } from '../ui/layout/group-shell';

/**
 * A group's signed-in layout as the app shows it: ui's GroupShell with the features it
 * carries put in its slots. Loaded lazily with the first signed-in page (routing/group-routes.tsx).
 */
export function SignedInShell({
  group,
  navigation,
}: {
  group: Group;
  navigation: GroupNavigation;
}) {
  return (
    <GroupShell
      group={group}
      navigation={navigation}
      impersonationBar={<ImpersonationBar group={group} />}
      teamSwitcher={<TeamSwitcher />}
      noTeamNotice={<NoTeamNotice group={group} />}
    />
  );
}
