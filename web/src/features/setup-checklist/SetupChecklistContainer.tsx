import { RESOURCE_SCREENS } from '@marquee/core/resources/screens';
import { useMe } from '../../app/viewer/useMe.ts';
import { useTenancy } from '../../app/tenancy/useTenancy.ts';
import { useSetupChecklistQuery } from '../../generated/graphql.ts';
import { usePermission } from '../../hooks/usePermission.ts';
import { SetupChecklistCard } from './SetupChecklistCard.tsx';

/**
 * The setup checklist for the people who set a master client up, shown until every step is done.
 * Whoever may add locations (its first step) sees it: access follows permission bits, not the
 * hidden route role. Read fresh on each visit: the steps tick from the data itself.
 * A failed read shows nothing: the checklist is a guide, the screens it links to work without it.
 */
export function SetupChecklistContainer() {
  const me = useMe();
  const { selectedId } = useTenancy();
  const admin = usePermission(RESOURCE_SCREENS.locations.actions).canAdd;
  const { data } = useSetupChecklistQuery({
    skip: !admin || selectedId === null,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const checklist = data?.setupChecklist;
  if (!admin || !checklist || checklist.complete) return null;
  const customer = me?.masterClients.find((c) => c.masterClientId === selectedId)?.masterClientName ?? '';
  return <SetupChecklistCard customer={customer} items={checklist.items} />;
}
