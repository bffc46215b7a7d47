import { describe, expect, it } from 'vitest';
import { chartWidgetFixture } from './widgetFixtures.ts';
import { offeredTabs, tabFigures } from './widgetTabs.ts';

const today = chartWidgetFixture({ title: 'Today' });
const yesterday = chartWidgetFixture({ title: 'Yesterday', currentSerie: 'YESTERDAY' });
const week = chartWidgetFixture({ title: 'This week', currentSerie: 'THIS_WEEK' });

describe('a widget tab', () => {
  it("shows the selected tab's figures from the widget's perTab", () => {
    const widget = { ...today, perTab: [today, yesterday, week] };
    expect(tabFigures(widget, 'TODAY')?.title).toBe('Today');
    expect(tabFigures(widget, 'YESTERDAY')?.title).toBe('Yesterday');
    expect(tabFigures(widget, 'THIS_WEEK')?.title).toBe('This week');
  });

  it("shows the date range's figures whatever the tab when no tab came (a named range)", () => {
    expect(tabFigures(today, 'YESTERDAY')?.title).toBe('Today');
    expect(tabFigures(null, 'TODAY')).toBeNull();
  });

  it("shows nothing rather than another tab's figures when its tab is missing", () => {
    expect(tabFigures({ ...today, perTab: [today, week] }, 'YESTERDAY')).toBeNull();
  });

  it('offers the tabs the server names, else all three', () => {
    expect(offeredTabs([])).toEqual(['TODAY', 'YESTERDAY', 'THIS_WEEK']);
    expect(offeredTabs(['This Week', 'Today'])).toEqual(['THIS_WEEK', 'TODAY']);
    expect(offeredTabs(['Yesterday', 'Someday'])).toEqual(['YESTERDAY']);
  });
});
