import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  mark: { fill: tokens.colorBrandBackground, flexShrink: 0 },
  lights: { fill: tokens.colorNeutralForegroundOnBrand },
});

export interface MarqueeMarkProps {
  /** Rendered size in pixels (square). */
  size?: number;
  className?: string;
}

/** Marquee's logo mark: a marquee sign with its row of bulbs. Decorative. */
export function MarqueeMark({ size = 32, className }: MarqueeMarkProps) {
  const styles = useStyles();
  return (
    <svg
      className={mergeClasses(styles.mark, className)}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="6" width="28" height="20" rx="5" />
      <g className={styles.lights}>
        <circle cx="8" cy="11" r="1.6" />
        <circle cx="13.3" cy="11" r="1.6" />
        <circle cx="18.6" cy="11" r="1.6" />
        <circle cx="24" cy="11" r="1.6" />
        <path d="M8 21V15.5l4 3.2 4-3.2 4 3.2 4-3.2V21h-2.2v-1.2l-1.8 1.4-4-3.2-4 3.2-1.8-1.4V21z" />
      </g>
    </svg>
  );
}
