import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { INVITATION_PROBLEM_MESSAGE, type InvitationProblem } from '@marquee/core/tenants';
import { type FormEvent, useState } from 'react';
import {
  EMPTY_NEW_PASSWORD,
  isNewPasswordReady,
  NewPasswordFields,
  type NewPasswordValues,
} from '../../../components/NewPasswordFields.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, textAlign: 'center' },
});

export type InvitationState =
  | { kind: 'checking' }
  | { kind: 'refused'; problem: InvitationProblem }
  | { kind: 'ready'; firstName: string; customer: string };

export interface InvitationPageProps {
  state: InvitationState;
  sending: boolean;
  serverErrors: Partial<Record<keyof NewPasswordValues, string>>;
  onEdit: (field: keyof NewPasswordValues) => void;
  onSubmit: (values: NewPasswordValues) => void;
}

/** /auth/invitation: the invited director chooses a password (the same rules as recovery). */
export function InvitationPage({ state, sending, serverErrors, onEdit, onSubmit }: InvitationPageProps) {
  const t = useT();
  const styles = useStyles();
  const [values, setValues] = useState<NewPasswordValues>(EMPTY_NEW_PASSWORD);
  const ready = isNewPasswordReady(values) && !sending;
  const change = (next: NewPasswordValues) => {
    if (next.newPassword !== values.newPassword) onEdit('newPassword');
    if (next.repeatNewPassword !== values.repeatNewPassword) onEdit('repeatNewPassword');
    setValues(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSubmit(values);
  };
  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>
        <Text size={600} weight="semibold">
          {t('tenants.invitation.title')}
        </Text>
      </h1>
      {state.kind === 'checking' ? <Spinner label={t('tenants.invitation.checking')} /> : null}
      {state.kind === 'refused' ? (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{t(INVITATION_PROBLEM_MESSAGE[state.problem])}</MessageBarBody>
          </MessageBar>
          <RouterLink href="/auth/login">{t('tenants.invitation.toLogin')}</RouterLink>
        </>
      ) : null}
      {state.kind === 'ready' ? (
        <form className={styles.root} onSubmit={submit} noValidate>
          <Text>{t('tenants.invitation.intro', { name: state.firstName, customer: state.customer })}</Text>
          <NewPasswordFields values={values} onChange={change} serverErrors={serverErrors} disabled={sending} />
          <Button
            type="submit"
            appearance="primary"
            disabled={!ready}
            icon={sending ? <Spinner size="tiny" /> : undefined}
          >
            {t('tenants.invitation.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
