import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  secret: { flex: 1, fontFamily: tokens.fontFamilyMonospace },
});

export interface SecretDialogProps {
  /** The new token; null closes the dialog. It is never shown again once closed. */
  token: string | null;
  onDone: () => void;
}

/** The token, shown once, with a copy button. */
export function SecretDialog({ token, onDone }: SecretDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={token !== null} modalType="alert">
      <DialogSurface aria-label={t('apiTokens.secret.title')}>
        <DialogBody>
          <DialogTitle>{t('apiTokens.secret.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>{t('apiTokens.secret.body')}</Text>
            <div className={styles.row}>
              <Input className={styles.secret} value={token ?? ''} readOnly aria-label={t('apiTokens.col.token')} />
              <Button
                onClick={async () => {
                  if (!token) return;
                  await navigator.clipboard.writeText(token);
                  setCopied(true);
                }}
              >
                {copied ? t('apiTokens.secret.copied') : t('apiTokens.secret.copy')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                setCopied(false);
                onDone();
              }}
            >
              {t('apiTokens.secret.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
