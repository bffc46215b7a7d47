import { useT } from '../../../i18n/useT.ts';
import { buildWidgets } from '../common/buildWidgets.tsx';
import { useDashboard } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';
import { GUEST_FIRST_ROW, GUEST_SECOND_ROW, GuestExperiencePage } from './GuestExperiencePage.tsx';
import { GUEST_EXPERIENCE } from './guestExperienceConfig.ts';

/** /dashboard-guest */
export function GuestExperienceContainer() {
  const t = useT();
  const state = useDashboard(GUEST_EXPERIENCE);
  const grid = useGridStyles();
  const widgets = buildWidgets(
    state.context,
    [...GUEST_FIRST_ROW, ...GUEST_SECOND_ROW, 'numberOfGuests', 'guestsByHour'],
    {
      compact: GUEST_FIRST_ROW,
      classNames: { numberOfGuests: grid.full, guestsByHour: grid.full },
    },
  );
  return <GuestExperiencePage title={t('dashboards.guestExperience.title')} state={state} widgets={widgets} />;
}
