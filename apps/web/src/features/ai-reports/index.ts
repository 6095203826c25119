export { AiReportSettings, type AiReportSettingsProps } from './AiReportSettings';
