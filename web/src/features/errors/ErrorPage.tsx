import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorContent } from './ErrorContent.tsx';

const useStyles = makeStyles({
  root: { paddingBlock: tokens.spacingVerticalXXXL },
});

/** /error, inside the shell. */
export function ErrorPage() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ErrorContent />
    </div>
  );
}
