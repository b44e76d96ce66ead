import { EditOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const PersonalInformationPage = page('PersonalInformationPage');
const EditPersonalInformationPage = page('EditPersonalInformationPage');

const m = messages.personalInformation;

export const routes: readonly RouteRow[] = [
  {
    path: 'personal-information',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <PersonalInformationPage />,
    menu: [
      { place: 'account', label: m.title, icon: <IdcardOutlined />, order: 1 },
      // The brief: "The account page goes to … personal-information for candidate".
      { place: 'side', label: messages.nav.myAccount, icon: <UserOutlined />, order: 10 },
    ],
  },
  {
    path: 'edit-personal-information',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <EditPersonalInformationPage />,
    menu: [{ place: 'account', label: m.editTitle, icon: <EditOutlined />, order: 2 }],
  },
];
