import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  GuestExperienceGuestResourcesDocument,
  type GuestExperienceGuestResourcesQuery,
  OwnersBoxGuestResourcesDocument,
  type OwnersBoxGuestResourcesQuery,
} from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { useDashboardContext } from './DashboardContext.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { LocalPicker } from './LocalPicker.tsx';
import { localLocationOptions, shownLocation } from './localLocations.ts';

export interface NumberOfGuestsWidgetProps {
  index: number;
  className?: string;
}

/**
 * Number of guests with its own location and resources (spec/2 §4): one available location is
 * chosen by itself; choosing a location clears the resources and loads that location's list.
 */
export function NumberOfGuestsWidget({ index, className }: NumberOfGuestsWidgetProps) {
  const ctx = useDashboardContext();
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const [resources, setResources] = useState<string[]>([]);
  const [wanted, setWanted] = useState(false);
  const options = localLocationOptions(ctx.locations, ctx.filter);
  const location = shownLocation(options, chosen);
  const owners = ctx.root === 'ownersBox';
  const resourceQuery = useQuery<OwnersBoxGuestResourcesQuery & GuestExperienceGuestResourcesQuery>(
    owners ? OwnersBoxGuestResourcesDocument : GuestExperienceGuestResourcesDocument,
    {
      variables: { filter: ctx.filterInput, locationCode: location ?? '' },
      // Loaded when a location is picked, or when the list is opened for the only location.
      skip: !location || !(chosen || wanted),
      context: { silent: true },
    },
  );
  const list =
    (owners ? resourceQuery.data?.ownersBox : resourceQuery.data?.guestExperience)?.numberOfGuestsResources ?? [];
  return (
    <DashboardWidget
      name="numberOfGuests"
      index={index}
      className={className}
      local={{ location: chosen, resources: chosen ? resources : [] }}
      tools={
        <>
          <LocalPicker
            label={t('dashboards.local.location')}
            placeholder={t('dashboards.local.allLocations')}
            options={options.map((l) => ({ value: l.code, label: l.name }))}
            selected={location ? [location] : []}
            disabled={options.length <= 1}
            onChange={([code]) => {
              setChosen(code ?? null);
              setResources([]);
            }}
          />
          <LocalPicker
            label={t('dashboards.local.resources')}
            placeholder={t('dashboards.local.allResources')}
            multiselect
            options={list.map((r) => ({ value: r.code, label: r.name }))}
            selected={resources}
            disabled={!location}
            onOpen={() => setWanted(true)}
            onChange={(codes) => {
              setResources(codes);
              if (!chosen && location) setChosen(location);
            }}
          />
        </>
      }
    />
  );
}
