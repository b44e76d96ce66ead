import { EditOutlined, ShopOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const OwnCompanyProfilePage = page('OwnCompanyProfilePage');
const EditCompanyProfilePage = page('EditCompanyProfilePage');

const m = messages.companyProfile;

// The brief's employer account menu: My Account (0), View Profile, Edit Profile (admin),
// Manage Payment Info (3), … Change Password (10).
export const routes: readonly RouteRow[] = [
  {
    path: 'profile',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <OwnCompanyProfilePage />,
    menu: [
      {
        place: 'account',
        label: m.viewProfile,
        icon: <ShopOutlined />,
        order: 1,
        // 'Company Information (profile) is hidden for GUEST'.
        visible: (context) => !context.isGuest,
      },
    ],
  },
  {
    path: 'edit-profile',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <EditCompanyProfilePage />,
    menu: [
      {
        place: 'account',
        label: m.editProfile,
        icon: <EditOutlined />,
        order: 2,
        visible: (context) => context.hasAdminRole,
      },
    ],
  },
];
