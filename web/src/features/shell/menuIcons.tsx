import {
  Board20Regular,
  Box20Regular,
  Calendar20Regular,
  CalendarLtr20Regular,
  Megaphone20Regular,
  PeopleCommunity20Regular,
  PersonAdd20Regular,
  Settings20Regular,
  ShieldPerson20Regular,
  Tablet20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** Icons of the menu's top-level entries, by menu id. */
export const MENU_ICONS: Record<string, ReactElement> = {
  dashboards: <Board20Regular />,
  productManagement: <Box20Regular />,
  clubBooking: <CalendarLtr20Regular />,
  clubKiosk: <Tablet20Regular />,
  marketing: <Megaphone20Regular />,
  crm: <PeopleCommunity20Regular />,
  calendar: <Calendar20Regular />,
  settings: <Settings20Regular />,
  registration: <PersonAdd20Regular />,
  adminSites: <ShieldPerson20Regular />,
};
