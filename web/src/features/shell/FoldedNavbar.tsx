import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '@marquee/core/constants';
import { type ReactNode, useState } from 'react';

const useStyles = makeStyles({
  // Keeps 64 px of the page for the folded bar; the bar itself floats over the page when opened.
  slot: { position: 'relative', flexShrink: 0, width: `${NAVBAR_FOLDED_WIDTH}px`, height: '100%', zIndex: 2 },
  panel: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: `${NAVBAR_FOLDED_WIDTH}px`,
    overflow: 'hidden',
    transitionProperty: 'width, box-shadow',
    transitionDuration: tokens.durationNormal,
  },
  end: { insetInlineStart: 'auto', insetInlineEnd: 0 },
  opened: { width: `${NAVBAR_WIDTH}px`, boxShadow: tokens.shadow28 },
});

export interface FoldedNavbarProps {
  /** The navbar drawn at full width; this frame clips it to 64 px until hovered. */
  children: (opened: boolean) => ReactNode;
  atEnd: boolean;
}

/** The folded navbar (spec/1 §2.6): 64 px, folded-opened on mouse enter, folded again on leave. */
export function FoldedNavbar({ children, atEnd }: FoldedNavbarProps) {
  const styles = useStyles();
  const [opened, setOpened] = useState(false);
  return (
    <div className={styles.slot} data-navbar-state={opened ? 'folded-opened' : 'folded'}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only widen the frame; the links inside are the controls. */}
      <div
        className={mergeClasses(styles.panel, atEnd && styles.end, opened && styles.opened)}
        onMouseEnter={() => setOpened(true)}
        onMouseLeave={() => setOpened(false)}
        onFocus={() => setOpened(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpened(false);
        }}
      >
        {children(opened)}
      </div>
    </div>
  );
}
