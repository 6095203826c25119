import type { RouteObject } from 'react-router';
import { NotBuiltPage } from './components/NotBuiltPage';
import { lazyNamed } from './lib/lazyNamed';
import { astroPlaceholders } from './features/astro/placeholders';
import { ApiRoot } from './shell/ApiRoot';
import { AppLayout } from './shell/AppLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { RequireAuth } from './shell/RequireAuth';
import { notBuiltScreens } from './shell/notBuiltScreens';

const LoginPage = lazyNamed(() => import('./shell/login/LoginPage'), 'LoginPage');
const AdminList = lazyNamed(() => import('./features/admins'), 'AdminList');
const AdminEdit = lazyNamed(() => import('./features/admins'), 'AdminEdit');
const SessionList = lazyNamed(() => import('./features/sessions'), 'SessionList');
const MembersPage = lazyNamed(() => import('./features/members'), 'MembersPage');
const DashboardPage = lazyNamed(() => import('./features/dashboard'), 'DashboardPage');
const IncompleteProfilePage = lazyNamed(() => import('./features/incomplete'), 'IncompleteProfilePage');
const DeletedPage = lazyNamed(() => import('./features/deleted'), 'DeletedPage');
const MemberDetail = lazyNamed<'MemberDetail', object>(
  () => import('./features/member-detail'),
  'MemberDetail',
);
const ReportedPage = lazyNamed(() => import('./features/reported'), 'ReportedPage');
const FeedbackPage = lazyNamed<'FeedbackPage', object>(() => import('./features/feedback'), 'FeedbackPage');
const FeedbackDetailPage = lazyNamed(() => import('./pages/FeedbackDetailPage'), 'FeedbackDetailPage');
const ProfilesPage = lazyNamed(() => import('./features/profiles'), 'ProfilesPage');
const ProfileStatusPage = lazyNamed(() => import('./features/profile-review'), 'ProfileStatusPage');
const ProfileReviewPage = lazyNamed(() => import('./pages/ProfileReviewPage'), 'ProfileReviewPage');
const AstroPlaceholder = lazyNamed(() => import('./features/astro'), 'AstroPlaceholder');

/** The one shared member detail screen (spec/1 section 2). */
const memberDetailPaths = ['/members/:id', '/profile/:id', '/report/:id', '/reported/:id', '/deleted/:id'];

/** Every route of the route tables in spec/1, spec/2 and spec/3. */
export const routes: RouteObject[] = [
  {
    element: <ApiRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <DashboardPage /> },
              { path: '/members', element: <MembersPage /> },
              { path: '/incomplete-profile', element: <IncompleteProfilePage /> },
              ...memberDetailPaths.map((path) => ({ path, element: <MemberDetail /> })),
              { path: '/profile-status/:id', element: <ProfileReviewPage /> },
              { path: '/deleted', element: <DeletedPage /> },
              { path: '/reported', element: <ReportedPage /> },
              { path: '/feedback', element: <FeedbackPage /> },
              { path: '/feedback/:id', element: <FeedbackDetailPage /> },
              { path: '/profile', element: <ProfilesPage /> },
              { path: '/profile-status', element: <ProfileStatusPage /> },
              { path: '/admin', element: <AdminList /> },
              { path: '/admin/:id', element: <AdminEdit /> },
              { path: '/admin-login-session', element: <SessionList /> },
              ...astroPlaceholders.map(({ path, title }) => ({
                path,
                element: <AstroPlaceholder title={title} />,
              })),
              ...notBuiltScreens.map(({ path, title }) => ({
                path,
                element: <NotBuiltPage title={title} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
