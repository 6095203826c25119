export { RomeuSettingsPage } from './RomeuSettingsPage';
