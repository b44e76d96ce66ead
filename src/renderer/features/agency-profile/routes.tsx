import {
  EditOutlined,
  FormOutlined,
  ProfileOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import { groupPath } from '../../routing/paths';
import type { RouteRow } from '../../routing/route-row';
import { canManageTeam } from '../manage-team/routes';

const page = lazyPages(() => import('./pages'));
const AccountInformationPage = page('AccountInformationPage');
const EditAccountInformationPage = page('EditAccountInformationPage');
const OwnAgencyProfilePage = page('OwnAgencyProfilePage');
const EditAgencyProfilePage = page('EditAgencyProfilePage');
const AgencyPersonalInformationPage = page('AgencyPersonalInformationPage');

const m = messages.agencyProfile;

/**
 * The brief's agency account submenu: Account Information (admin), Edit Account Information
 * (admin), View Profile, Edit Profile (admin), then Manage Team (5), the settings (8.x) and
 * Change Password (10). "Admin" is the agency's owner, the AGENCY account (`canManageTeam` on
 * the agency side): the brief lets only AGENCY into the edit pages and personal-information,
 * which the account information page links to.
 */
export const routes: readonly RouteRow[] = [
  {
    path: 'account-information',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <AccountInformationPage />,
    menu: [
      {
        place: 'account',
        label: m.accountInformation,
        icon: <ProfileOutlined />,
        order: 0.1,
        visible: canManageTeam,
      },
    ],
  },
  {
    path: 'edit-account-information',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <EditAccountInformationPage />,
    menu: [
      {
        place: 'account',
        label: m.editAccountInformation,
        icon: <FormOutlined />,
        order: 0.2,
        visible: canManageTeam,
      },
    ],
  },
  {
    path: 'profile',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <OwnAgencyProfilePage />,
    menu: [
      { place: 'account', label: m.viewProfile, icon: <ShopOutlined />, order: 1 },
      // The brief: "The account page goes to profile for agency".
      { place: 'side', label: messages.nav.myAccount, icon: <UserOutlined />, order: 10 },
    ],
  },
  {
    path: 'edit-profile',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <EditAgencyProfilePage />,
    menu: [
      {
        place: 'account',
        label: m.editProfile,
        icon: <EditOutlined />,
        order: 2,
        visible: canManageTeam,
      },
    ],
  },
  {
    path: 'personal-information',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <AgencyPersonalInformationPage />,
  },
  // The brief's account page, which for an agency is its profile.
  {
    path: 'account',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <Navigate replace to={groupPath('agency', 'profile')} />,
  },
];
