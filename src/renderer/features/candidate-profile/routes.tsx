import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const EditProfilePage = page('EditProfilePage');
const ManageCvPage = page('ManageCvPage');

const text = messages.candidates.nav;

// Both open to a candidate awaiting approval: they build the profile an admin approves
// (the approval notice's "Update your profile" leads to edit-profile).
export const routes: readonly RouteRow[] = [
  {
    path: 'edit-profile',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <EditProfilePage />,
    menu: [{ place: 'account', label: text.editProfile, icon: <EditOutlined />, order: 4 }],
  },
  {
    path: 'manage-cv',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <ManageCvPage />,
    menu: [{ place: 'account', label: text.manageCv, icon: <FileTextOutlined />, order: 5 }],
  },
];
