import type { WeeklySchedule } from '@marquee/core/bookings/schedule';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';

/** The editor held in state, as a form holds it, reporting each change. */
function Harness({ initial, onChange }: { initial: WeeklySchedule; onChange: (v: WeeklySchedule) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ScheduleEditor
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      error="Two ranges of the same weekday overlap."
    />
  );
}

const monday: WeeklySchedule = [{ weekday: 1, ranges: [{ from: 600, to: 1200, every: 30 }], starts: [] }];

describe('ScheduleEditor', () => {
  it('opens Tuesday from the keyboard with a default range, in weekday order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={monday} onChange={onChange} />);
    expect(screen.getAllByText('No sessions')).toHaveLength(6);
    screen.getByRole('checkbox', { name: 'Tuesday' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([
      monday[0],
      { weekday: 2, ranges: [{ from: 600, to: 1200, every: 30 }], starts: [] },
    ]);
    expect(screen.getAllByText('No sessions')).toHaveLength(5);
  });

  it('edits a range and its interval, switches a day to fixed starts and adds one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={monday} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Monday From'), { target: { value: '09:30' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { weekday: 1, ranges: [{ from: 570, to: 1200, every: 30 }], starts: [] },
    ]);
    const every = screen.getByRole('spinbutton', { name: 'Monday Every (minutes)' });
    await user.clear(every);
    await user.type(every, '45');
    expect(onChange).toHaveBeenLastCalledWith([
      { weekday: 1, ranges: [{ from: 570, to: 1200, every: 45 }], starts: [] },
    ]);
    await user.click(screen.getByRole('radio', { name: 'Fixed start times' }));
    await user.click(screen.getByRole('button', { name: 'Add start time: Monday' }));
    expect(onChange).toHaveBeenLastCalledWith([{ weekday: 1, ranges: [], starts: [600, 660] }]);
  });

  it('closes a day and shows the field message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={monday} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('alert').textContent).toBe('Two ranges of the same weekday overlap.');
  });
});
