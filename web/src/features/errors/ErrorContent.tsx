import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, textAlign: 'center' },
  heading: { margin: 0 },
});

/** Heading 'Error', 'Something went wrong', 'Please try again later.' (spec/1 §8). */
export function ErrorContent() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>
        <Text size={800} weight="semibold">
          {t('error.title')}
        </Text>
      </h1>
      <Text size={400}>{t('error.text')}</Text>
      <Text>{t('error.later')}</Text>
    </div>
  );
}
