import { FileAddOutlined, ProjectOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { NavContext } from '../../routing/navigation';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const AddOpportunityPage = page('AddOpportunityPage');
const EditOpportunityPage = page('EditOpportunityPage');
const AddProjectPage = page('AddProjectPage');
const EditProjectPage = page('EditProjectPage');
const ViewPostPage = page('ViewPostPage');

const m = messages.opportunities;

/** The brief: New Job Opportunity and New Agency Project need status ACTIVE and can-post. */
const canPost = (context: NavContext) => context.canPostJobs;

export const routes: readonly RouteRow[] = [
  {
    path: 'add-opportunity',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <AddOpportunityPage />,
    menu: [
      { place: 'header', label: m.newJob, order: -20, visible: canPost },
      { place: 'side', label: m.newJob, icon: <FileAddOutlined />, order: -20, visible: canPost },
    ],
  },
  {
    path: 'add-project',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <AddProjectPage />,
    menu: [
      { place: 'header', label: m.newProject, order: -10, visible: canPost },
      {
        place: 'side',
        label: m.newProject,
        icon: <ProjectOutlined />,
        order: -10,
        visible: canPost,
      },
    ],
  },
  {
    path: 'edit-opportunity/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <EditOpportunityPage />,
  },
  {
    path: 'edit-project/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <EditProjectPage />,
  },
  {
    path: 'view-opportunity/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <ViewPostPage target="JOB" />,
  },
  {
    path: 'view-project/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <ViewPostPage target="PROJECT" />,
  },
];
