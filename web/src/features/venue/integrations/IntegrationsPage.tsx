import { Spinner, Text } from '@fluentui/react-components';
import type { IntegrationKind } from '@marquee/core/venue/integrations';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { type LocationChoice, LocationCodePicker } from '../../../components/venue/LocationCodePicker.tsx';
import { useT } from '../../../i18n/useT.ts';
import { IntegrationCards } from './IntegrationCards.tsx';
import { IntegrationForm } from './IntegrationForm.tsx';
import type { IntegrationValues } from './integrationTypes.ts';

export interface IntegrationsPageProps {
  locations: readonly LocationChoice[];
  code: string | null;
  onLocation: (code: string | null) => void;
  /** The cards (ChurnZero only for provider staff); undefined while loading. */
  integrations: IntegrationValues[] | undefined;
  failed: boolean;
  /** The integration whose form is open, or null for the card grid. */
  editing: IntegrationKind | null;
  onEdit: (kind: IntegrationKind | null) => void;
  canSave: boolean;
  onSave: (values: IntegrationValues) => Promise<void>;
}

/** Integrations (/integrations, spec/3 §2): a location, its integration cards, one card's form. */
export function IntegrationsPage(props: IntegrationsPageProps) {
  const t = useT();
  const open = props.integrations?.find((i) => i.kind === props.editing);
  return (
    <section>
      <PageHeading>{t('integrations.title')}</PageHeading>
      <LocationCodePicker locations={props.locations} value={props.code} onChange={props.onLocation} />
      {!props.code ? (
        <Text>{t('venue.selectLocation')}</Text>
      ) : props.failed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : !props.integrations ? (
        <Spinner />
      ) : open ? (
        <IntegrationForm
          key={`${props.code}:${open.kind}:${open.version}`}
          integration={open}
          canSave={props.canSave}
          onSave={props.onSave}
          onBack={() => props.onEdit(null)}
        />
      ) : (
        <IntegrationCards integrations={props.integrations} onOpen={props.onEdit} />
      )}
    </section>
  );
}
