import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  heading: { margin: 0, marginBottom: tokens.spacingVerticalL },
});

export interface PageHeadingProps {
  children: ReactNode;
}

/** The h1 of a signed-in page. */
export function PageHeading({ children }: PageHeadingProps) {
  const styles = useStyles();
  return (
    <h1 className={styles.heading}>
      <Text size={700} weight="semibold">
        {children}
      </Text>
    </h1>
  );
}
