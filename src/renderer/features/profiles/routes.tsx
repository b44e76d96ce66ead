import { IdcardOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const CandidateProfilePage = page('CandidateProfilePage');
const FreelancerProfilePage = page('FreelancerProfilePage');
const OwnProfilePage = page('OwnProfilePage');
const AgencyProfilePage = page('AgencyProfilePage');

export const routes: readonly RouteRow[] = [
  // No menu entries for the employer's: the applicants list links to them.
  {
    path: 'candidate-profile/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <CandidateProfilePage />,
  },
  // The brief's `freelancer-profile/{userId}-{applicationId}`: one parameter, split by the page.
  {
    path: 'freelancer-profile/:userIdApplicationId',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <FreelancerProfilePage />,
  },
  {
    path: 'agency-profile/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <AgencyProfilePage />,
  },
  // The candidate's own profile as employers see it (the brief's View Profile).
  {
    path: 'profile',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <OwnProfilePage />,
    menu: [
      {
        place: 'account',
        label: messages.profiles.viewProfile,
        icon: <IdcardOutlined />,
        // The brief's candidate menu: Personal Information, Edit Personal Information, View
        // Profile, … Change Password (10).
        order: 3,
      },
    ],
  },
];
