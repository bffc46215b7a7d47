import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    minHeight: '360px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export interface EmailFrameProps {
  /** A whole HTML document. */
  html: string;
  title: string;
}

/**
 * An e-mail shown as it will look. The frame is sandboxed without scripts or same-origin access:
 * template bodies are written by staff, and nothing in them may run inside the back office.
 */
export function EmailFrame({ html, title }: EmailFrameProps) {
  const styles = useStyles();
  return <iframe className={styles.frame} title={title} sandbox="" srcDoc={html} />;
}
