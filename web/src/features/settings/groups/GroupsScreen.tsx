import { AdminScreen } from '../../../components/admin/AdminScreen.tsx';
import { GROUPS_SCREEN } from './groupsConfig.tsx';

export function GroupsScreen() {
  return <AdminScreen config={GROUPS_SCREEN} />;
}
