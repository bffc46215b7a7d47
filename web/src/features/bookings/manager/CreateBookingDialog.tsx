import { BOOKING_SEARCH_DEBOUNCE_MS, openSlots } from '@marquee/core/bookings/rules';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  type CreateBookingMutation,
  useBookingHoldersQuery,
  useBookingOfferingChoicesQuery,
  useBookingProductsQuery,
  useBookingTimeSlotsQuery,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { NewGuestContainer, type PickedGuest } from '../deskGuest/NewGuestContainer.tsx';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import { DeskPrice, type DeskPriceValue } from './DeskPrice.tsx';
import { linesCents, type OfferingLine, OfferingsPicker } from './OfferingsPicker.tsx';
import { useBookingDays } from './useBookingDays.ts';

const useStyles = makeStyles({ fields: { display: 'grid', gap: tokens.spacingVerticalM } });

export interface CreateBookingValues {
  activityId: number;
  date: string;
  startTime: string;
  guests: number;
  holderId: number;
  sendConfirmation: boolean;
  /** Add-ons; the server charges quantity × unit price for each. */
  offerings: { productId: number; name: string; quantity: number; unitPrice: string }[];
  /** A discount code and a live lightning deal applied at the desk (DeskPrice). */
  discountCode: string | null;
  dealId: number | null;
}

export interface CreateBookingDialogProps {
  locationCode: string;
  initialDate: string;
  /** Today in the location's zone: earlier days cannot be chosen. */
  today: string;
  /** The location's currency, for the total. */
  currency: string;
  busy: boolean;
  onCreate: (values: CreateBookingValues) => Promise<CreateBookingMutation['createBooking'] | null>;
  onClose: () => void;
}

/**
 * The create-booking dialog: product (searched), activity, a day the location can be booked (past,
 * closed and full days cannot be chosen), a slot with a place left (spec/3 §5: slotsRemaining ≤ 0
 * dropped, null kept), guests, the holder (searched), the location's add-ons. Product and holder
 * searches wait 500 ms after the last keystroke.
 */
export function CreateBookingDialog({
  locationCode,
  initialDate,
  today,
  currency,
  busy,
  onCreate,
  onClose,
}: CreateBookingDialogProps) {
  const t = useT();
  const { money: formatMoney, clock } = useFormat();
  const styles = useStyles();
  const [productSearch, setProductSearch] = useState('');
  const [holderSearch, setHolderSearch] = useState('');
  const searchProducts = useDebouncedCallback(setProductSearch, BOOKING_SEARCH_DEBOUNCE_MS);
  const searchHolders = useDebouncedCallback(setHolderSearch, BOOKING_SEARCH_DEBOUNCE_MS);
  const [productId, setProductId] = useState<number | null>(null);
  const [activityId, setActivityId] = useState<number | null>(null);
  const [date, setDate] = useState(initialDate);
  const [startTime, setStartTime] = useState('');
  const [guests, setGuests] = useState('2');
  const [holderId, setHolderId] = useState<number | null>(null);
  // Ticked by default: the desk sends the confirmation unless told otherwise.
  const [sendConfirmation, setSendConfirmation] = useState(true);
  // A holder created or picked in the New guest section, shown when the search does not list them.
  const [picked, setPicked] = useState<PickedGuest | null>(null);
  const [addingGuest, setAddingGuest] = useState(false);
  const [lines, setLines] = useState<OfferingLine[]>([]);
  const [pricing, setPricing] = useState<DeskPriceValue>({ discountCode: null, dealId: null });
  const bookingDays = useBookingDays(locationCode, date, today);
  const choices = useBookingOfferingChoicesQuery({ variables: { locationCode } });
  const products = useBookingProductsQuery({ variables: { locationCode, date, search: productSearch || null } });
  const product = products.data?.bookingProducts.find((p) => p.productId === productId);
  const slots = useBookingTimeSlotsQuery({
    variables: { activityId: activityId ?? 0, date },
    // Not for a day that cannot be booked, nor before its month has said whether it can.
    skip: activityId === null || bookingDays.bookable !== true,
    fetchPolicy: 'cache-and-network',
  });
  const open = openSlots((slots.data?.bookingTimeSlots ?? []).filter((s) => !s.started));
  const holders = useBookingHoldersQuery({ variables: { search: holderSearch }, skip: holderSearch.trim() === '' });
  const activity = product?.activities.find((a) => a.id === activityId);
  const guestCount = /^\d+$/.test(guests) ? Number(guests) : 0;
  // What the server will charge: guests × the activity's price plus each add-on.
  const totalCents = (activity ? guestCount * activity.priceCents : 0) + linesCents(lines);
  const offerings = lines.map((l) => ({
    productId: l.choice.productId,
    name: l.choice.name,
    quantity: l.quantity,
    unitPrice: l.choice.unitPrice,
  }));
  const ready =
    activityId !== null &&
    bookingDays.bookable === true &&
    startTime !== '' &&
    holderId !== null &&
    /^\d+$/.test(guests);

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!ready) return;
            await onCreate({
              activityId,
              date,
              startTime,
              guests: Number(guests),
              holderId,
              sendConfirmation,
              offerings,
              ...pricing,
            });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('bookingsWeb.create.title')}</DialogTitle>
            <DialogContent className={styles.fields}>
              <Field label={t('bookingsWeb.create.productSearch')}>
                <Input onChange={(_e, d) => searchProducts(d.value)} />
              </Field>
              <Field label={t('bookingsWeb.create.product')} required>
                <Select
                  value={productId === null ? '' : String(productId)}
                  onChange={(_e, d) => {
                    const p = products.data?.bookingProducts.find((x) => String(x.productId) === d.value);
                    setProductId(p ? p.productId : null);
                    setActivityId(p?.activities[0]?.id ?? null);
                    setStartTime('');
                  }}
                >
                  <option value="" />
                  {(products.data?.bookingProducts ?? []).map((p) => (
                    <option key={p.productId} value={p.productId}>
                      {p.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('bookingsWeb.create.activity')} required>
                <Select
                  value={activityId === null ? '' : String(activityId)}
                  onChange={(_e, d) => {
                    setActivityId(d.value ? Number(d.value) : null);
                    setStartTime('');
                  }}
                >
                  <option value="" />
                  {(product?.activities ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name} · {a.resourceName}
                    </option>
                  ))}
                </Select>
              </Field>
              {bookingDays.month && (
                <AvailabilityCalendar
                  label={t('bookingsWeb.date')}
                  required
                  bookableOnly
                  month={bookingDays.month}
                  onMonth={bookingDays.browse}
                  selected={date}
                  today={today}
                  days={bookingDays.days}
                  onSelect={(d) => {
                    bookingDays.follow();
                    setDate(d);
                    setStartTime('');
                  }}
                />
              )}
              <Field
                label={t('bookingsWeb.create.slot')}
                required
                validationMessage={
                  bookingDays.bookable === false
                    ? t('bookingsWeb.create.dayUnavailable')
                    : activityId !== null && slots.data && open.length === 0
                      ? t('bookingsWeb.create.noSlots')
                      : undefined
                }
                validationState="none"
              >
                <Select value={startTime} onChange={(_e, d) => setStartTime(d.value)}>
                  <option value="" />
                  {open.map((s) => (
                    <option key={s.startTime} value={s.startTime}>
                      {t('bookingsWeb.slotOption', {
                        time: clock(s.startTime),
                        left:
                          s.slotsRemaining === null
                            ? t('bookingsWeb.unlimited')
                            : t('bookingsWeb.placesLeft', { count: s.slotsRemaining }),
                      })}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('bookingsWeb.create.guests')} required>
                <Input type="number" min={1} value={guests} onChange={(_e, d) => setGuests(d.value)} />
              </Field>
              {addingGuest ? (
                <NewGuestContainer
                  locationCode={locationCode}
                  today={today}
                  onPicked={(g) => {
                    setPicked(g);
                    setHolderId(g.id);
                    setAddingGuest(false);
                  }}
                  onCancel={() => setAddingGuest(false)}
                />
              ) : (
                <>
                  <Field label={t('bookingsWeb.create.holderSearch')}>
                    <Input onChange={(_e, d) => searchHolders(d.value)} />
                  </Field>
                  {holders.data && holders.data.bookingHolders.length === 0 && (
                    <Text>{t('bookingsWeb.create.noHolders')}</Text>
                  )}
                  {holders.data && holders.data.bookingHolders.length > 0 && (
                    <Field label={t('bookingsWeb.create.holder')} required>
                      <RadioGroup
                        value={holderId === null ? '' : String(holderId)}
                        onChange={(_e, d) => setHolderId(Number(d.value))}
                      >
                        {holders.data.bookingHolders.map((h) => (
                          <Radio key={h.id} value={String(h.id)} label={`${h.firstName} ${h.lastName} ${h.email}`} />
                        ))}
                      </RadioGroup>
                    </Field>
                  )}
                  <Button onClick={() => setAddingGuest(true)}>{t('deskGuests.new.open')}</Button>
                </>
              )}
              {picked && holderId === picked.id && (
                <Text role="status">
                  {t('deskGuests.new.holder', {
                    name: `${picked.firstName} ${picked.lastName} ${picked.email}`.trim(),
                  })}
                </Text>
              )}
              {choices.data && (
                <OfferingsPicker
                  choices={choices.data.bookingOfferingChoices}
                  lines={lines}
                  onChange={setLines}
                  currency={currency}
                />
              )}
              {activityId !== null && guestCount > 0 ? (
                <DeskPrice
                  locationCode={locationCode}
                  activityId={activityId}
                  guests={guestCount}
                  offerings={offerings}
                  currency={currency}
                  value={pricing}
                  onChange={setPricing}
                />
              ) : (
                <Text weight="semibold" role="status">
                  {t('bookingsDesk.total', { amount: formatMoney(totalCents, currency) })}
                </Text>
              )}
              <Checkbox
                checked={sendConfirmation}
                onChange={(_e, d) => setSendConfirmation(Boolean(d.checked))}
                label={t('bookingsWeb.create.sendConfirmation')}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('bookingsWeb.cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={!ready || busy}>
                {t('bookingsWeb.create.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
