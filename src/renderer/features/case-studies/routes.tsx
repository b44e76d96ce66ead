import { ProjectOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const CaseStudyListPage = page('CaseStudyListPage');
const AddCaseStudyPage = page('AddCaseStudyPage');
const EditCaseStudyPage = page('EditCaseStudyPage');
const CaseStudyPage = page('CaseStudyPage');

const m = messages.caseStudies;

// The brief: agencies see Case Studies in the header and the side navigation; editing is
// the agency owner's (the pages and the API refuse the team's GUEST members); the employer's
// `case-study/{id}` is for company users.
export const routes: readonly RouteRow[] = [
  {
    path: 'case-studies',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <CaseStudyListPage />,
    menu: [
      { place: 'header', label: m.caseStudies, order: 5 },
      { place: 'side', label: m.caseStudies, icon: <ProjectOutlined />, order: 5 },
    ],
  },
  {
    path: 'case-study/add',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <AddCaseStudyPage />,
  },
  {
    path: 'case-study/edit/:id',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <EditCaseStudyPage />,
  },
  {
    path: 'case-study/:id',
    access: 'signed-in',
    groups: ['agency', 'employer'],
    page: (group) => <CaseStudyPage group={group} />,
  },
];
