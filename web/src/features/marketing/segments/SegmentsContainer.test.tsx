import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { SegmentsContainer } from './SegmentsContainer.tsx';

const segment = (id: number, name: string) => ({
  __typename: 'GuestSegment',
  id,
  name,
  locationId: null,
  locationName: '',
  match: 'ALL',
  conditions: [
    {
      __typename: 'SegmentCondition',
      type: 'LAST_VISIT_WITHIN',
      days: 30,
      amount: null,
      productId: null,
      categoryId: null,
      status: null,
      group: null,
      prefix: null,
      locationId: null,
      tagId: null,
    },
  ],
  numberOfGuests: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

function setup(url: string, countFails = false) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    GuestSegmentLocations: {
      data: {
        guestSegmentLocations: {
          __typename: 'SegmentPickerPage',
          hasMore: false,
          data: [{ __typename: 'SegmentPickerOption', id: 7, name: 'Downtown', code: 'FZD' }],
        },
      },
    },
    GuestSegments: {
      data: {
        guestSegments: {
          __typename: 'GuestSegmentPage',
          rows: [segment(1, 'Recent visitors')],
          total: 1,
          page: 0,
          rowsPerPage: 25,
        },
      },
    },
    GuestSegmentCount: countFails
      ? { errors: [{ message: 'Something went wrong' }] }
      : {
          data: {
            guestSegmentCount: {
              __typename: 'SegmentCountState',
              value: 1234,
              lastUpdateDate: '2026-11-24T10:05:00.000Z',
              refreshing: false,
            },
          },
        },
    SegmentSendTemplates: {
      data: {
        emailSmsTemplates: {
          __typename: 'EmailSmsTemplatePage',
          rows: [
            { __typename: 'EmailSmsTemplate', id: 30, name: 'Booking confirmation', channel: 'email', timeTypeId: 1 },
            { __typename: 'EmailSmsTemplate', id: 31, name: 'Welcome back', channel: 'email', timeTypeId: 5 },
            { __typename: 'EmailSmsTemplate', id: 32, name: 'Offer SMS', channel: 'sms', timeTypeId: 5 },
          ],
        },
      },
    },
    GuestSegmentSends: { data: { guestSegmentSends: [] } },
    SendGuestSegmentMessage: {
      data: {
        sendGuestSegmentMessage: {
          __typename: 'SegmentSendResult',
          message: 'The message is being sent to the segment’s guests',
          send: {
            __typename: 'SegmentSend',
            id: 5,
            segmentId: 1,
            templateName: 'Offer SMS',
            channel: 'sms',
            sendAt: '2026-11-24T10:06:00.000Z',
            status: 'SENDING',
            recipients: 0,
            sent: 0,
            failed: 0,
            skipped: 0,
            createdAt: '2026-11-24T10:06:00.000Z',
            finishedAt: null,
          },
        },
      },
    },
  });
  renderWithProviders(<SegmentsContainer />, { url, client: fake.client });
  return fake.calls;
}

describe('Guest segments list', () => {
  it('makes no list call without a location, and asks for one', async () => {
    const calls = setup('/marketing/guest-segments');
    expect(await screen.findByText('Select a location to see its segments')).toBeTruthy();
    expect(calls.some((c) => c.name === 'GuestSegments')).toBe(false);
  });

  it('lists all locations and counts each row: loading, then the value and its date', async () => {
    const calls = setup('/marketing/guest-segments?location=all');
    const row = await screen.findByRole('row', { name: /Recent visitors/ });
    expect(await within(row).findByText('1,234')).toBeTruthy();
    expect(within(row).getByText(/^Updated /)).toBeTruthy();
    expect(calls.find((c) => c.name === 'GuestSegments')?.variables.location).toBe('all');
    expect(calls.find((c) => c.name === 'GuestSegmentCount')?.variables).toEqual({ rowId: 1 });
  });

  it('shows a failed count without a value, and refreshes on request', async () => {
    const user = userEvent.setup();
    const calls = setup('/marketing/guest-segments?location=FZD', true);
    const row = await screen.findByRole('row', { name: /Recent visitors/ });
    expect(await within(row).findByText('Count unavailable')).toBeTruthy();
    expect(calls.find((c) => c.name === 'GuestSegments')?.variables.location).toBe('FZD');
    const before = calls.filter((c) => c.name === 'GuestSegmentCount').length;
    await user.click(within(row).getByRole('button', { name: 'Refresh count' }));
    await within(row).findByText('Count unavailable');
    expect(calls.filter((c) => c.name === 'GuestSegmentCount').length).toBeGreaterThan(before);
  });

  it('sends a template to a segment now from its row: the location’s templates (none about a booking), then the send', async () => {
    const user = userEvent.setup();
    const calls = setup('/marketing/guest-segments?location=FZD');
    const row = await screen.findByRole('row', { name: /Recent visitors/ });
    await user.click(within(row).getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message to Recent visitors' });
    // Nothing chosen: refused in the dialog, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose a template')).toBeTruthy();
    expect(calls.some((c) => c.name === 'SendGuestSegmentMessage')).toBe(false);
    expect(calls.find((c) => c.name === 'SegmentSendTemplates')?.variables).toEqual({ locationCode: 'FZD' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    const offer = await screen.findByRole('option', { name: 'Offer SMS (SMS)' });
    expect(screen.getByRole('option', { name: 'Welcome back (E-mail)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Booking confirmation (E-mail)' })).toBeNull();
    await user.click(offer);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message is being sent to the segment’s guests')).toBeTruthy();
    expect(calls.find((c) => c.name === 'SendGuestSegmentMessage')?.variables).toEqual({
      input: { segmentId: 1, templateId: 32, sendAt: null },
    });
  });

  it('a new segment starts at the location the list shows', async () => {
    setup('/marketing/guest-segments?location=FZD');
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Recent visitors/ });
    await user.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(await screen.findByRole('combobox', { name: /Location/ })).toHaveProperty('value', 'Downtown');
  });
});
