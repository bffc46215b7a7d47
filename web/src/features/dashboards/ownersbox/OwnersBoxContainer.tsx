import { useT } from '../../../i18n/useT.ts';
import { SetupChecklistContainer } from '../../setup-checklist/SetupChecklistContainer.tsx';
import { buildWidgets } from '../common/buildWidgets.tsx';
import { useDashboard } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';
import { OwnersBoxPage } from './OwnersBoxPage.tsx';
import { OWNERS_BOX, OWNERS_BOX_CARDS, OWNERS_BOX_ORDER } from './ownersBoxConfig.ts';

/** /ownersbox */
export function OwnersBoxContainer() {
  const t = useT();
  const state = useDashboard(OWNERS_BOX);
  const grid = useGridStyles();
  const widgets = buildWidgets(state.context, OWNERS_BOX_ORDER, {
    compact: OWNERS_BOX_CARDS,
    classNames: { revenue: grid.wide, numberOfGuests: grid.full, locationStatistics: grid.wide },
  });
  // A new customer's directors land here: its setup checklist comes first until it is done.
  return (
    <>
      <SetupChecklistContainer />
      <OwnersBoxPage title={t('dashboards.ownersBox.title')} state={state} widgets={widgets} />
    </>
  );
}
