import { AdminScreen } from '../../../components/admin/AdminScreen.tsx';
import { DIRECTOR_USERS_SCREEN } from './directorUsersConfig.tsx';

export function DirectorUsersScreen() {
  return <AdminScreen config={DIRECTOR_USERS_SCREEN} />;
}
