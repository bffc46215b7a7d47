import { makeStyles, tokens } from '@fluentui/react-components';

/** The widget grid: 1 column on small screens, 2 at sm, 3 at md (spec/2 §2). */
export const useGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 960px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  /** Spans the grid's full width. */
  full: { gridColumn: '1 / -1' },
  /** Two of three columns at md, full below. */
  wide: {
    gridColumn: '1 / -1',
    '@media (min-width: 960px)': { gridColumn: 'span 2' },
  },
  section: { gridColumn: '1 / -1', margin: 0, marginTop: tokens.spacingVerticalM },
});
