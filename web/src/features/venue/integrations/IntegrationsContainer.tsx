import {
  INTEGRATION_FIELDS,
  INTEGRATION_KINDS,
  INTEGRATIONS_INDEX,
  type IntegrationKind,
  SECRET_FIELD,
} from '@marquee/core/venue/integrations';
import { useMe } from '../../../app/viewer/useMe.ts';
import { useLocationCode } from '../../../components/venue/useLocationCode.ts';
import {
  type IntegrationFieldsFragment,
  type IntegrationKind as GraphKind,
  useSaveIntegrationMutation,
  useVenueIntegrationsQuery,
  VenueIntegrationsDocument,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { useT } from '../../../i18n/useT.ts';
import type { IntegrationValues } from './integrationTypes.ts';
import { IntegrationsPage } from './IntegrationsPage.tsx';

const GRAPH_KIND: Record<IntegrationKind, GraphKind> = {
  googleAnalytics: 'GOOGLE_ANALYTICS',
  googleTagManager: 'GOOGLE_TAG_MANAGER',
  churnZero: 'CHURN_ZERO',
  voucherify: 'VOUCHERIFY',
};

function valuesOf(kind: IntegrationKind, i: IntegrationFieldsFragment): IntegrationValues {
  const fields = Object.fromEntries(INTEGRATION_FIELDS[kind].map((f) => [f, i[f] ?? '']));
  return { kind, isEnabled: i.isEnabled, fields, hasSecret: Boolean(i[SECRET_FIELD]), version: i.version };
}

const isKind = (v: string | null): v is IntegrationKind => (INTEGRATION_KINDS as readonly string[]).includes(v ?? '');

/** Location and open card from the URL; the location's integrations and their saves (spec/3 §7). */
export function IntegrationsContainer() {
  const t = useT();
  const notify = useNotify();
  const me = useMe();
  const providerStaff = me?.isProviderStaff === true;
  const { locations, code, setCode } = useLocationCode();
  const [editParam, setEdit] = useUrlParam('edit');
  const permissions = usePermission(INTEGRATIONS_INDEX);
  const { data, error } = useVenueIntegrationsQuery({
    variables: { locationCode: code ?? '', withChurnZero: providerStaff },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useSaveIntegrationMutation({
    refetchQueries: [VenueIntegrationsDocument],
    awaitRefetchQueries: true,
  });
  const current = data?.googleAnalytics.locationCode === code ? data : undefined;
  const integrations = current
    ? INTEGRATION_KINDS.flatMap((kind) => {
        const found = current[kind];
        return found ? [valuesOf(kind, found)] : [];
      })
    : undefined;
  const editing = isKind(editParam) && (editParam !== 'churnZero' || providerStaff) ? editParam : null;

  return (
    <IntegrationsPage
      locations={locations}
      code={code}
      // Another location returns to the cards and drops the form (spec/3 §2): useLocationCode.
      onLocation={setCode}
      integrations={integrations}
      failed={error !== undefined && !current}
      editing={editing}
      onEdit={(kind) => setEdit(kind)}
      canSave={permissions.canUpdateAndExecute}
      onSave={async (v) => {
        const res = await save({
          variables: {
            kind: GRAPH_KIND[v.kind],
            locationCode: v.kind === 'churnZero' ? null : code,
            input: { isEnabled: v.isEnabled, ...v.fields, version: v.version },
          },
        });
        if (res.data) {
          notify(t('integrations.saved'));
          setEdit(null);
        }
      }}
    />
  );
}
