import type { ReactNode } from 'react';
import type { ResourceColumn } from '../../../components/resources/columns.tsx';
import type { SegmentFieldsFragment } from '../../../generated/graphql.ts';

type Row = SegmentFieldsFragment;

/**
 * The segments grid; the number-of-guests cell is the container's (it counts per row), and so is
 * the "Send a message" cell when the user may execute segments.
 */
export function segmentColumns(
  countCell: (row: Row) => ReactNode,
  sendCell?: (row: Row) => ReactNode,
): readonly ResourceColumn<Row>[] {
  const columns: ResourceColumn<Row>[] = [
    { id: 'name', label: 'marketing.segments.name', sort: 'NAME', render: (s) => s.name },
    {
      id: 'location',
      label: 'marketing.segments.location',
      render: (s, t) => s.locationName || t('marketing.segments.allLocations'),
    },
    {
      id: 'match',
      label: 'marketing.segments.match',
      render: (s, t) => t(s.match === 'ALL' ? 'marketing.match.all' : 'marketing.match.any'),
    },
    { id: 'conditions', label: 'marketing.segments.conditions', render: (s) => String(s.conditions.length) },
    { id: 'numberOfGuests', label: 'marketing.segments.numberOfGuests', render: (s) => countCell(s) },
  ];
  if (sendCell) columns.push({ id: 'send', label: 'marketing.sends.history', render: (s) => sendCell(s) });
  return columns;
}
