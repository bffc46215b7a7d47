import { AdminScreen } from '../../../components/admin/AdminScreen.tsx';
import { USERS_SCREEN } from './usersConfig.tsx';

export function UsersScreen() {
  return <AdminScreen config={USERS_SCREEN} />;
}
