export { ReportGenerator } from './ReportGenerator';
export type { ReportFormValues } from './ReportForm';
