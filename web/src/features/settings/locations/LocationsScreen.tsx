import { AdminScreen } from '../../../components/admin/AdminScreen.tsx';
import { LOCATIONS_SCREEN } from './locationsConfig.tsx';

export function LocationsScreen() {
  return <AdminScreen config={LOCATIONS_SCREEN} />;
}
