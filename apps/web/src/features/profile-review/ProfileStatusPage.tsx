import { NotBuiltPage } from '../../components/NotBuiltPage';

/** Profiles V2 (being built). */
export function ProfileStatusPage() {
  return <NotBuiltPage title="Profiles V2" />;
}
