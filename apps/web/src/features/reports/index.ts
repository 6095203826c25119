export { ReportedPage } from './ReportedPage';
export { reportedList } from './list';
