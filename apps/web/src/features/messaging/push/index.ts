export { PushNotificationPage } from './PushNotificationPage';
export { NotificationHistoryPage } from './NotificationHistoryPage';
export { NotificationSettingsPage } from './NotificationSettingsPage';
