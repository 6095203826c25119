export {
  AnalyticsPage,
  DeleteAccountPage,
  DemographicPage,
  ScreenVisitsPage,
  UserActionsPage,
} from './pages';
export { ReasonListPage } from './ReasonListPage';
