import type { RouteObject } from 'react-router';
import { RESET_PASSWORD_PATH } from '@orrery/contract';
import { NotBuiltPage } from './components/NotBuiltPage';
import { lazyNamed } from './lib/lazyNamed';
import { astroPlaceholders } from './features/astro/placeholders';
import { ApiRoot } from './shell/ApiRoot';
import { AppLayout } from './shell/AppLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { RequireAuth } from './shell/RequireAuth';
import { notBuiltScreens } from './shell/notBuiltScreens';

const LoginPage = lazyNamed(() => import('./shell/login/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyNamed(() => import('./shell/passwords/ResetPasswordPage'), 'ResetPasswordPage');
const AdminList = lazyNamed(() => import('./features/admins'), 'AdminList');
const AdminEdit = lazyNamed(() => import('./features/admins'), 'AdminEdit');
const CelebritiesPage = lazyNamed(() => import('./features/celebrities'), 'CelebritiesPage');
const NewCelebritiesPage = lazyNamed(() => import('./features/celebrities'), 'NewCelebritiesPage');
const CelebrityDetailPage = lazyNamed(() => import('./features/celebrities'), 'CelebrityDetailPage');
const NewCelebrityDetailPage = lazyNamed(() => import('./features/celebrities'), 'NewCelebrityDetailPage');
const SessionList = lazyNamed(() => import('./features/sign-in'), 'SessionList');
const ActivityPage = lazyNamed(() => import('./features/audit-log'), 'ActivityPage');
const ImagesPage = lazyNamed(() => import('./features/image-library'), 'ImagesPage');
const VirtualProfilePage = lazyNamed(() => import('./features/virtual-profiles'), 'VirtualProfilePage');
const LocationList = lazyNamed(() => import('./features/locations'), 'LocationList');
const MembersPage = lazyNamed(() => import('./features/members'), 'MembersPage');
const DashboardPage = lazyNamed(() => import('./features/dashboard'), 'DashboardPage');
const IncompleteProfilePage = lazyNamed(
  () => import('./features/incomplete-profiles'),
  'IncompleteProfilePage',
);
const DeletedPage = lazyNamed(() => import('./features/deleted-members'), 'DeletedPage');
const MemberDetail = lazyNamed<'MemberDetail', object>(
  () => import('./features/member-detail'),
  'MemberDetail',
);
const ReportedPage = lazyNamed(() => import('./features/reports'), 'ReportedPage');
const FeedbackPage = lazyNamed<'FeedbackPage', object>(() => import('./features/feedback'), 'FeedbackPage');
const FeedbackDetailPage = lazyNamed(() => import('./pages/FeedbackDetailPage'), 'FeedbackDetailPage');
const ProfilesPage = lazyNamed(() => import('./features/profile-rating'), 'ProfilesPage');
const ProfileStatusPage = lazyNamed(() => import('./features/profile-review'), 'ProfileStatusPage');
const ProfileReviewPage = lazyNamed(() => import('./pages/ProfileReviewPage'), 'ProfileReviewPage');
const AstroPlaceholder = lazyNamed(() => import('./features/astro'), 'AstroPlaceholder');
const MultiPairPage = lazyNamed(() => import('./features/pairs'), 'MultiPairPage');
const SinglePairPage = lazyNamed(() => import('./features/pairs'), 'SinglePairPage');
const SynastryPage = lazyNamed(() => import('./features/synastry-sets'), 'SynastryPage');
const CurrentTrendsPage = lazyNamed(() => import('./features/current-trends'), 'CurrentTrendsPage');
const RomeuSettingsPage = lazyNamed(() => import('./features/chatbot'), 'RomeuSettingsPage');
const LanguagesPage = lazyNamed(() => import('./features/languages'), 'LanguagesPage');
const AppSettingsPage = lazyNamed(() => import('./features/settings'), 'AppSettingsPage');
const ForceUpdatePage = lazyNamed(() => import('./features/settings'), 'ForceUpdatePage');
const IpWhitelistPage = lazyNamed(() => import('./features/settings'), 'IpWhitelistPage');
const MetricsPage = lazyNamed(() => import('./features/analytics/metrics'), 'MetricsPage');
const DeviceLanguagePage = lazyNamed(() => import('./features/analytics/metrics'), 'DeviceLanguagePage');
const PushNotificationPage = lazyNamed(() => import('./features/messaging/push'), 'PushNotificationPage');
const NotificationHistoryPage = lazyNamed(
  () => import('./features/messaging/push'),
  'NotificationHistoryPage',
);
const NotificationSettingsPage = lazyNamed(
  () => import('./features/messaging/push'),
  'NotificationSettingsPage',
);
const EmailComposePage = lazyNamed(() => import('./features/messaging/email'), 'EmailComposePage');
const EmailHistoryPage = lazyNamed(() => import('./features/messaging/email'), 'EmailHistoryPage');
const EmailSettingsPage = lazyNamed(() => import('./features/messaging/email'), 'EmailSettingsPage');
const OnboardingCompletePage = lazyNamed(
  () => import('./features/analytics/metrics'),
  'OnboardingCompletePage',
);
const AnalyticsPage = lazyNamed(() => import('./features/analytics'), 'AnalyticsPage');
const DemographicPage = lazyNamed(() => import('./features/analytics'), 'DemographicPage');
const DeleteAccountPage = lazyNamed(() => import('./features/analytics'), 'DeleteAccountPage');
const ReasonListPage = lazyNamed(() => import('./features/analytics'), 'ReasonListPage');
const ScreenVisitsPage = lazyNamed(() => import('./features/analytics'), 'ScreenVisitsPage');
const UserActionsPage = lazyNamed(() => import('./features/analytics'), 'UserActionsPage');

/** The one member detail screen, shared by every list that opens a member. */
const memberDetailPaths = ['/members/:id', '/profile/:id', '/report/:id', '/reported/:id', '/deleted/:id'];

/** Every route of the console. */
export const routes: RouteObject[] = [
  {
    element: <ApiRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      // the page a password reset link opens: no sign-in (the link's token is the proof)
      { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
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
              { path: '/celebrities', element: <CelebritiesPage /> },
              { path: '/celebrities/:id', element: <CelebrityDetailPage /> },
              { path: '/newcelebrities', element: <NewCelebritiesPage /> },
              { path: '/newcelebrities/:id', element: <NewCelebrityDetailPage /> },
              { path: '/admin-login-session', element: <SessionList /> },
              { path: '/activity', element: <ActivityPage /> },
              { path: '/fake-image-upload', element: <ImagesPage /> },
              { path: '/virtual-profile', element: <VirtualProfilePage /> },
              { path: '/location-map', element: <LocationList /> },
              { path: '/multiPair', element: <MultiPairPage /> },
              { path: '/singlePair/:id', element: <SinglePairPage /> },
              { path: '/astro/synastry', element: <SynastryPage /> },
              { path: '/astro/current-trends', element: <CurrentTrendsPage /> },
              { path: '/romeu-settings', element: <RomeuSettingsPage /> },
              { path: '/languages', element: <LanguagesPage /> },
              { path: '/appsettings', element: <AppSettingsPage /> },
              { path: '/forceUpadte', element: <ForceUpdatePage /> },
              { path: '/ipWhitelist', element: <IpWhitelistPage /> },
              { path: '/metrics', element: <MetricsPage /> },
              { path: '/device-and-language', element: <DeviceLanguagePage /> },
              { path: '/push-notification', element: <PushNotificationPage /> },
              { path: '/notification-list', element: <NotificationHistoryPage /> },
              { path: '/notification-settings', element: <NotificationSettingsPage /> },
              { path: '/email-contents', element: <EmailComposePage /> },
              { path: '/email-recipients', element: <EmailHistoryPage /> },
              { path: '/email-settings', element: <EmailSettingsPage /> },
              { path: '/onboarding-complete', element: <OnboardingCompletePage /> },
              { path: '/analytics', element: <AnalyticsPage /> },
              { path: '/demo-graphic', element: <DemographicPage /> },
              { path: '/delete-account', element: <DeleteAccountPage /> },
              { path: '/reason-list', element: <ReasonListPage /> },
              { path: '/screen-visits', element: <ScreenVisitsPage /> },
              { path: '/user-actions', element: <UserActionsPage /> },
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
