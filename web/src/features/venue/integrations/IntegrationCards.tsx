import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import type { IntegrationKind } from '@marquee/core/venue/integrations';
import { useT } from '../../../i18n/useT.ts';
import type { IntegrationValues } from './integrationTypes.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
  },
  enabled: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteGreenForeground1,
  },
});

export interface IntegrationCardsProps {
  integrations: readonly IntegrationValues[];
  onOpen: (kind: IntegrationKind) => void;
}

/** The card grid of /integrations (spec/3 §2): name, what it does, 'Enabled' with a check when on. */
export function IntegrationCards({ integrations, onOpen }: IntegrationCardsProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {integrations.map((i) => (
        <Card
          key={i.kind}
          role="button"
          tabIndex={0}
          aria-label={t(`integrations.${i.kind}` as MessageKey)}
          onClick={() => onOpen(i.kind)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onOpen(i.kind);
            }
          }}
        >
          <CardHeader
            header={<Text weight="semibold">{t(`integrations.${i.kind}` as MessageKey)}</Text>}
            description={<Text>{t(`integrations.${i.kind}.text` as MessageKey)}</Text>}
          />
          {i.isEnabled && (
            <Text className={styles.enabled}>
              <CheckmarkCircleFilled aria-hidden />
              {t('integrations.enabled')}
            </Text>
          )}
        </Card>
      ))}
    </div>
  );
}
