export { EmailComposePage } from './EmailComposePage';
export { EmailHistoryPage } from './EmailHistoryPage';
export { EmailSettingsPage } from './EmailSettingsPage';
