import { NotBuiltPage } from '../../components/NotBuiltPage';

/** Reported Users (being built). */
export function ReportedPage() {
  return <NotBuiltPage title="Reported Users" />;
}
