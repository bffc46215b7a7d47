import { makeStyles, Tag, tokens } from '@fluentui/react-components';
import { chipsOf } from './columnFormat.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export interface ChipsCellProps {
  /** Semicolon-separated text or a list. */
  value: string | readonly string[] | null | undefined;
}

/** The chips column type: the first 3 chips, then an ellipsis. */
export function ChipsCell({ value }: ChipsCellProps) {
  const styles = useStyles();
  const { shown, more } = chipsOf(value);
  return (
    <span className={styles.root}>
      {shown.map((chip) => (
        <Tag key={chip} size="small" appearance="outline">
          {chip}
        </Tag>
      ))}
      {more && <span aria-hidden="true">…</span>}
    </span>
  );
}
