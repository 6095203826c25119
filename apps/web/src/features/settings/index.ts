export { AppSettingsPage } from './AppSettingsPage';
export { ForceUpdatePage } from './ForceUpdatePage';
export { IpWhitelistPage } from './IpWhitelistPage';
