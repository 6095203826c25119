import { NotBuiltPage } from '../../components/NotBuiltPage';

/** Profiles (being built). */
export function ProfilesPage() {
  return <NotBuiltPage title="Profiles" />;
}
