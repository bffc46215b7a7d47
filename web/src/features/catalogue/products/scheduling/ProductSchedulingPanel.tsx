import { makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../../../components/RouterLink.tsx';
import { type ResourceChoice, ResourceTagPicker } from '../../../../components/ResourceTagPicker.tsx';
import { useT } from '../../../../i18n/useT.ts';

export interface SoldThroughEvent {
  id: number;
  name: string;
  enabled: boolean;
  locationCode: string;
  locationName: string;
  resources: readonly { id: number; name: string }[];
}

export interface ProductSchedulingPanelProps {
  /** Null: a product not saved yet (nothing can be linked to it). */
  productId: number | null;
  /** The activities selling the product; undefined while loading. */
  events: readonly SoldThroughEvent[] | undefined;
  failed: boolean;
  /** Resources chosen for a new activity (one location's). */
  chosen: readonly ResourceChoice[];
  /** The resources matching the search (the product's locations; the chosen one's once one is chosen). */
  options: readonly ResourceChoice[];
  onSearch: (text: string) => void;
  onChoose: (chosen: ResourceChoice[]) => void;
  /** Where a new activity selling the product opens (the Activities screen, prefilled); null: no location yet. */
  newActivityHref: string | null;
  /** The activity screen's address for one activity. */
  activityHref: (event: SoldThroughEvent) => string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * The reservation product's activities (what it is sold through) with their resources, each a
 * link to the Activities screen, and a new activity for it on resources picked here.
 */
export function ProductSchedulingPanel(props: ProductSchedulingPanelProps) {
  const t = useT();
  const styles = useStyles();
  const { productId, events } = props;
  return (
    <section className={styles.root} aria-label={t('products.scheduling.title')}>
      <Subtitle2 as="h3">{t('products.scheduling.title')}</Subtitle2>
      {productId === null ? (
        <Text>{t('products.scheduling.saveFirst')}</Text>
      ) : props.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('products.scheduling.failed')}</MessageBarBody>
        </MessageBar>
      ) : events === undefined ? (
        <Spinner size="tiny" label={t('common.loading')} />
      ) : (
        <>
          {events.length === 0 ? (
            <Text>{t('products.scheduling.none')}</Text>
          ) : (
            <ul className={styles.list}>
              {events.map((e) => (
                <li key={e.id}>
                  <RouterLink href={props.activityHref(e)}>
                    {t('products.scheduling.open', { name: e.name })}
                  </RouterLink>{' '}
                  <Text>
                    {t('products.scheduling.at', {
                      location: e.locationName,
                      resources: e.resources.map((r) => r.name).join(', '),
                    })}
                    {e.enabled ? '' : ` (${t('products.scheduling.off')})`}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <ResourceTagPicker
            label={t('products.scheduling.resources')}
            hint={t('products.scheduling.resourcesHint')}
            value={props.chosen}
            options={props.options}
            onSearch={props.onSearch}
            onChange={props.onChoose}
          />
          {props.newActivityHref && (
            <RouterLink href={props.newActivityHref}>{t('products.scheduling.newActivity')}</RouterLink>
          )}
        </>
      )}
    </section>
  );
}
