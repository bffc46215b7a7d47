/**
 * The grid column types of spec/3 §2 — text, price, boolean, image, chips, phone, guest number,
 * date, async and options; the collapse toggle is added by the table when a screen has a
 * sub-table. A screen lists its columns with these factories next to its config.
 */
import { Avatar } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import type { ReactNode } from 'react';
import type { TFunction } from '../../i18n/useT.ts';
import { AsyncCell } from './AsyncCell.tsx';
import { ChipsCell } from './ChipsCell.tsx';
import { DayText } from './DayText.tsx';
import { formatGuestNumber, formatPhone, formatPrice, imageSource } from './columnFormat.ts';
import { OptionsCell, type RowOption } from './OptionsCell.tsx';

export interface ResourceColumn<Row> {
  id: string;
  /** Header text. */
  label: MessageKey;
  /** The server's sort key (the schema's sort enum value); the column sorts when given. */
  sort?: string;
  /** The cell; `t` for texts inside cells. */
  render: (row: Row, t: TFunction) => ReactNode;
}

type Get<Row, V> = (row: Row) => V;
type Extra = { sort?: string };

export const textColumn = <Row,>(id: string, label: MessageKey, get: Get<Row, string | null>, x: Extra = {}) =>
  ({ id, label, ...x, render: (row) => get(row) ?? '' }) satisfies ResourceColumn<Row>;

export const priceColumn = <Row,>(
  id: string,
  label: MessageKey,
  get: Get<Row, number | string | null>,
  x: Extra = {},
) => ({ id, label, ...x, render: (row) => formatPrice(get(row)) }) satisfies ResourceColumn<Row>;

export const booleanColumn = <Row,>(id: string, label: MessageKey, get: Get<Row, boolean>, x: Extra = {}) =>
  ({
    id,
    label,
    ...x,
    render: (row, t) =>
      get(row) ? (
        <CheckmarkRegular aria-label={t('common.yes')} role="img" />
      ) : (
        <DismissRegular aria-label={t('common.no')} role="img" />
      ),
  }) satisfies ResourceColumn<Row>;

export const imageColumn = <Row,>(
  id: string,
  label: MessageKey,
  get: Get<Row, string | null>,
  name: Get<Row, string>,
) =>
  ({
    id,
    label,
    render: (row) => (
      <Avatar size={32} shape="square" name={name(row)} image={{ src: imageSource(get(row)) ?? undefined }} />
    ),
  }) satisfies ResourceColumn<Row>;

export const chipsColumn = <Row,>(
  id: string,
  label: MessageKey,
  get: Get<Row, string | readonly string[] | null>,
  x: Extra = {},
) => ({ id, label, ...x, render: (row) => <ChipsCell value={get(row)} /> }) satisfies ResourceColumn<Row>;

export const phoneColumn = <Row,>(id: string, label: MessageKey, get: Get<Row, string | null>, x: Extra = {}) =>
  ({ id, label, ...x, render: (row) => formatPhone(get(row)) }) satisfies ResourceColumn<Row>;

export const guestNumberColumn = <Row,>(id: string, label: MessageKey, get: Get<Row, string | null>, x: Extra = {}) =>
  ({ id, label, ...x, render: (row) => formatGuestNumber(get(row)) }) satisfies ResourceColumn<Row>;

export const dateColumn = <Row,>(id: string, label: MessageKey, get: Get<Row, string | Date | null>, x: Extra = {}) =>
  ({ id, label, ...x, render: (row) => <DayText value={get(row)} /> }) satisfies ResourceColumn<Row>;

export const asyncColumn = <Row,>(
  id: string,
  label: MessageKey,
  load: (row: Row) => Promise<string>,
  name: Get<Row, string>,
) =>
  ({
    id,
    label,
    render: (row) => <AsyncCell load={() => load(row)} label={name(row)} />,
  }) satisfies ResourceColumn<Row>;

export const optionsColumn = <Row,>(id: string, label: MessageKey, options: (row: Row, t: TFunction) => RowOption[]) =>
  ({
    id,
    label,
    render: (row, t) => <OptionsCell options={options(row, t)} label={t(label)} />,
  }) satisfies ResourceColumn<Row>;
