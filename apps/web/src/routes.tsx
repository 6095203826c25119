import type { RouteObject } from 'react-router';
import { RESET_PASSWORD_PATH } from '@orrery/contract';
import { PageLoading } from './components/PageLoading';
import { lazyRoute } from './lib/lazyRoute';
import { listRouteData } from './lib/list/listRouteData';
import { routePrefetch, withRouteData } from './lib/routePrefetch';
import { astroPlaceholders } from './features/astro/placeholders';
import { RequireAuth } from './shell/RequireAuth';
import { notBuiltScreens } from './shell/notBuiltScreens';

/** The one member detail screen, shared by every list that opens a member. */
const memberDetailPaths = ['/members/:id', '/profile/:id', '/report/:id', '/reported/:id', '/deleted/:id'];

type ChartsPrefetch = Extract<
  keyof typeof import('./features/analytics/prefetchCharts'),
  `prefetch${string}`
>;
/** An analytics screen's route data: its chart calls (`features/analytics/prefetchCharts.ts`). */
const chartsPrefetch = (name: ChartsPrefetch) =>
  routePrefetch(() => import('./features/analytics/prefetchCharts').then((m) => m[name]));

/** Every route of the console. */
export const routes: RouteObject[] = [
  {
    // shown on a first load until the code of every matched route is there (lazyRoute) and its route
    // data has started (a list's call: listRouteData)
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // the screens shown alone, with their toasts
        ...lazyRoute(() => import('./shell/StandaloneToasts'), 'StandaloneToasts'),
        children: [
          { path: '/login', ...lazyRoute(() => import('./shell/login/LoginPage'), 'LoginPage') },
          {
            ...lazyRoute(() => import('./api/queryClient'), 'QueryRoot'),
            children: [
              // the page a password reset link opens: no sign-in (the link's token is the proof)
              {
                path: RESET_PASSWORD_PATH,
                ...lazyRoute(() => import('./shell/passwords/ResetPasswordPage'), 'ResetPasswordPage'),
              },
            ],
          },
        ],
      },
      {
        // the query cache, around every screen but the login page
        ...lazyRoute(() => import('./api/queryClient'), 'QueryRoot'),
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                ...lazyRoute(() => import('./shell/AppLayout'), 'AppLayout'),
                children: [
                  {
                    path: '/',
                    ...withRouteData(
                      lazyRoute(() => import('./features/dashboard/DashboardPage'), 'DashboardPage'),
                      routePrefetch(() =>
                        import('./features/dashboard/prefetchDashboard').then((m) => m.prefetchDashboard),
                      ),
                    ),
                  },
                  {
                    path: '/members',
                    ...withRouteData(
                      lazyRoute(() => import('./features/members/MembersPage'), 'MembersPage'),
                      listRouteData(() => import('./features/members/list').then((m) => m.membersList)),
                    ),
                  },
                  {
                    path: '/incomplete-profile',
                    ...withRouteData(
                      lazyRoute(
                        () => import('./features/incomplete-profiles/IncompleteProfilePage'),
                        'IncompleteProfilePage',
                      ),
                      listRouteData(() =>
                        import('./features/incomplete-profiles/list').then((m) => m.incompleteList),
                      ),
                    ),
                  },
                  ...memberDetailPaths.map((path) => ({
                    path,
                    ...lazyRoute(() => import('./features/member-detail/MemberDetail'), 'MemberDetail'),
                  })),
                  {
                    path: '/profile-status/:id',
                    ...lazyRoute(() => import('./pages/ProfileReviewPage'), 'ProfileReviewPage'),
                  },
                  {
                    path: '/deleted',
                    ...withRouteData(
                      lazyRoute(() => import('./features/deleted-members/DeletedPage'), 'DeletedPage'),
                      listRouteData(() =>
                        import('./features/deleted-members/list').then((m) => m.deletedList),
                      ),
                    ),
                  },
                  {
                    path: '/reported',
                    ...withRouteData(
                      lazyRoute(() => import('./features/reports/ReportedPage'), 'ReportedPage'),
                      listRouteData(() => import('./features/reports/list').then((m) => m.reportedList)),
                    ),
                  },
                  {
                    path: '/feedback',
                    ...withRouteData(
                      lazyRoute(() => import('./features/feedback/FeedbackPage'), 'FeedbackPage'),
                      listRouteData(() => import('./features/feedback/list').then((m) => m.feedbackList)),
                    ),
                  },
                  {
                    path: '/feedback/:id',
                    ...lazyRoute(() => import('./pages/FeedbackDetailPage'), 'FeedbackDetailPage'),
                  },
                  {
                    path: '/profile',
                    ...withRouteData(
                      lazyRoute(() => import('./features/profile-rating/ProfilesPage'), 'ProfilesPage'),
                      listRouteData(() =>
                        import('./features/profile-rating/list').then((m) => m.profilesList),
                      ),
                    ),
                  },
                  {
                    path: '/profile-status',
                    ...lazyRoute(
                      () => import('./features/profile-review/ProfileStatusPage'),
                      'ProfileStatusPage',
                    ),
                  },
                  {
                    path: '/admin',
                    ...withRouteData(
                      lazyRoute(() => import('./features/admins/AdminList'), 'AdminList'),
                      listRouteData(() => import('./features/admins/list').then((m) => m.adminsList)),
                    ),
                  },
                  {
                    path: '/admin/:id',
                    ...lazyRoute(() => import('./features/admins/AdminEdit'), 'AdminEdit'),
                  },
                  {
                    path: '/celebrities',
                    ...lazyRoute(() => import('./features/celebrities/CelebrityList'), 'CelebritiesPage'),
                  },
                  {
                    path: '/celebrities/:id',
                    ...lazyRoute(
                      () => import('./features/celebrities/CelebrityDetailPage'),
                      'CelebrityDetailPage',
                    ),
                  },
                  {
                    path: '/newcelebrities',
                    ...lazyRoute(() => import('./features/celebrities/CelebrityList'), 'NewCelebritiesPage'),
                  },
                  {
                    path: '/newcelebrities/:id',
                    ...lazyRoute(
                      () => import('./features/celebrities/CelebrityDetailPage'),
                      'NewCelebrityDetailPage',
                    ),
                  },
                  {
                    path: '/admin-login-session',
                    ...withRouteData(
                      lazyRoute(() => import('./features/sign-in/SessionList'), 'SessionList'),
                      listRouteData(() => import('./features/sign-in/list').then((m) => m.sessionsList)),
                    ),
                  },
                  {
                    path: '/activity',
                    ...withRouteData(
                      lazyRoute(() => import('./features/audit-log/ActivityPage'), 'ActivityPage'),
                      listRouteData(() => import('./features/audit-log/list').then((m) => m.auditList)),
                    ),
                  },
                  {
                    path: '/fake-image-upload',
                    ...withRouteData(
                      lazyRoute(() => import('./features/image-library/ImagesPage'), 'ImagesPage'),
                      listRouteData(() => import('./features/image-library/list').then((m) => m.imageList)),
                    ),
                  },
                  {
                    path: '/virtual-profile',
                    ...lazyRoute(
                      () => import('./features/virtual-profiles/VirtualProfilePage'),
                      'VirtualProfilePage',
                    ),
                  },
                  {
                    path: '/location-map',
                    ...withRouteData(
                      lazyRoute(() => import('./features/locations/LocationList'), 'LocationList'),
                      listRouteData(() => import('./features/locations/list').then((m) => m.locationsList)),
                    ),
                  },
                  {
                    path: '/multiPair',
                    ...lazyRoute(() => import('./features/pairs/MultiPairPage'), 'MultiPairPage'),
                  },
                  {
                    path: '/singlePair/:id',
                    ...lazyRoute(() => import('./features/pairs/SinglePairPage'), 'SinglePairPage'),
                  },
                  {
                    path: '/astro/synastry',
                    ...withRouteData(
                      lazyRoute(() => import('./features/synastry-sets/SynastryPage'), 'SynastryPage'),
                      routePrefetch(() =>
                        import('./features/synastry-sets/prefetchSynastry').then((m) => m.prefetchSynastry),
                      ),
                    ),
                  },
                  {
                    path: '/astro/current-trends',
                    ...lazyRoute(() => import('./pages/CurrentTrendsPage'), 'CurrentTrendsPage'),
                  },
                  {
                    path: '/romeu-settings',
                    ...lazyRoute(() => import('./features/chatbot/RomeuSettingsPage'), 'RomeuSettingsPage'),
                  },
                  {
                    path: '/languages',
                    ...withRouteData(
                      lazyRoute(() => import('./features/languages/LanguagesPage'), 'LanguagesPage'),
                      listRouteData(() => import('./features/languages/list').then((m) => m.languagesList)),
                    ),
                  },
                  {
                    path: '/appsettings',
                    ...lazyRoute(() => import('./features/settings/AppSettingsPage'), 'AppSettingsPage'),
                  },
                  {
                    path: '/forceUpadte',
                    ...lazyRoute(() => import('./features/settings/ForceUpdatePage'), 'ForceUpdatePage'),
                  },
                  {
                    path: '/ipWhitelist',
                    ...lazyRoute(() => import('./features/settings/IpWhitelistPage'), 'IpWhitelistPage'),
                  },
                  {
                    path: '/metrics',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/metrics/MetricsPage'), 'MetricsPage'),
                      routePrefetch(() =>
                        import('./features/analytics/metrics/prefetchMetrics').then((m) => m.prefetchMetrics),
                      ),
                    ),
                  },
                  {
                    path: '/device-and-language',
                    ...lazyRoute(
                      () => import('./features/analytics/metrics/DeviceLanguagePage'),
                      'DeviceLanguagePage',
                    ),
                  },
                  {
                    path: '/push-notification',
                    ...lazyRoute(
                      () => import('./features/messaging/push/PushNotificationPage'),
                      'PushNotificationPage',
                    ),
                  },
                  {
                    path: '/notification-list',
                    ...withRouteData(
                      lazyRoute(
                        () => import('./features/messaging/push/NotificationHistoryPage'),
                        'NotificationHistoryPage',
                      ),
                      listRouteData(() =>
                        import('./features/messaging/push/list').then((m) => m.notificationList),
                      ),
                    ),
                  },
                  {
                    path: '/notification-settings',
                    ...lazyRoute(
                      () => import('./features/messaging/push/NotificationSettingsPage'),
                      'NotificationSettingsPage',
                    ),
                  },
                  {
                    path: '/email-contents',
                    ...lazyRoute(
                      () => import('./features/messaging/email/EmailComposePage'),
                      'EmailComposePage',
                    ),
                  },
                  {
                    path: '/email-recipients',
                    ...withRouteData(
                      lazyRoute(
                        () => import('./features/messaging/email/EmailHistoryPage'),
                        'EmailHistoryPage',
                      ),
                      listRouteData(() => import('./features/messaging/email/list').then((m) => m.emailList)),
                    ),
                  },
                  {
                    path: '/email-settings',
                    ...lazyRoute(
                      () => import('./features/messaging/email/EmailSettingsPage'),
                      'EmailSettingsPage',
                    ),
                  },
                  {
                    path: '/onboarding-complete',
                    ...lazyRoute(
                      () => import('./features/analytics/metrics/OnboardingCompletePage'),
                      'OnboardingCompletePage',
                    ),
                  },
                  {
                    path: '/analytics',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/pages'), 'AnalyticsPage'),
                      chartsPrefetch('prefetchAnalytics'),
                    ),
                  },
                  {
                    path: '/demo-graphic',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/pages'), 'DemographicPage'),
                      chartsPrefetch('prefetchDemographic'),
                    ),
                  },
                  {
                    path: '/delete-account',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/pages'), 'DeleteAccountPage'),
                      chartsPrefetch('prefetchDeleteAccount'),
                    ),
                  },
                  {
                    path: '/reason-list',
                    ...lazyRoute(() => import('./features/analytics/ReasonListPage'), 'ReasonListPage'),
                  },
                  {
                    path: '/screen-visits',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/pages'), 'ScreenVisitsPage'),
                      chartsPrefetch('prefetchScreenVisits'),
                    ),
                  },
                  {
                    path: '/user-actions',
                    ...withRouteData(
                      lazyRoute(() => import('./features/analytics/pages'), 'UserActionsPage'),
                      chartsPrefetch('prefetchUserActions'),
                    ),
                  },
                  ...astroPlaceholders.map(({ path, title }) => ({
                    path,
                    ...lazyRoute(() => import('./features/astro/AstroPlaceholder'), 'AstroPlaceholder', {
                      title,
                    }),
                  })),
                  ...notBuiltScreens.map(({ path, title }) => ({
                    path,
                    ...lazyRoute(() => import('./components/NotBuiltPage'), 'NotBuiltPage', { title }),
                  })),
                  { path: '*', ...lazyRoute(() => import('./shell/NotFoundPage'), 'NotFoundPage') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
