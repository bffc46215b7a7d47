import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SendRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { EmailTemplatePreviewQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { EmailFrame } from '../shared/EmailFrame.tsx';
import { CHANNELS, type TemplateField, type TemplateValues } from './templateForm.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(300px, 1fr) minmax(320px, 1.2fr)',
    gap: tokens.spacingHorizontalXXL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { minHeight: '200px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  variables: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  sms: { whiteSpace: 'pre-wrap', padding: tokens.spacingVerticalM, border: `1px solid ${tokens.colorNeutralStroke1}` },
});

export interface TemplateEditorPageProps {
  isNew: boolean;
  /** Undefined while the template loads. */
  values: TemplateValues | undefined;
  errors: Partial<Record<TemplateField, string>>;
  timeTypes: readonly { id: number; name: string }[];
  languages: readonly { id: number; name: string }[];
  variables: readonly { name: string; description: string; value: string }[];
  preview: EmailTemplatePreviewQuery['emailTemplatePreview'] | undefined;
  previewProblem: string | null;
  canSave: boolean;
  saving: boolean;
  canSendTest: boolean;
  testEmail: string;
  testEmailError: string | undefined;
  sending: boolean;
  onChange: <F extends TemplateField>(field: F, value: TemplateValues[F]) => void;
  onSave: () => void;
  onBack: () => void;
  onTestEmail: (email: string) => void;
  onSendTest: () => void;
}

/** One template: its fields, the variables it may use, and its preview for the sample guest. */
export function TemplateEditorPage(props: TemplateEditorPageProps) {
  const styles = useStyles();
  const t = useT();
  const { values } = props;
  const back = (
    <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={props.onBack}>
      {t('marketing.templates.back')}
    </Button>
  );
  if (!values) return <Spinner label={t('common.loading')} />;
  return (
    <section>
      {back}
      <PageHeading>{t(props.isNew ? 'marketing.templates.new' : 'marketing.templates.edit')}</PageHeading>
      <div className={styles.columns}>
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSave();
          }}
        >
          <Field label={t('marketing.templates.name')} required validationMessage={props.errors.name}>
            <Input value={values.name} maxLength={100} onChange={(_, d) => props.onChange('name', d.value)} />
          </Field>
          <div className={styles.row}>
            <Field label={t('marketing.templates.channel')}>
              <Dropdown
                inlinePopup
                value={t(`marketing.channel.${values.channel}` as MessageKey)}
                selectedOptions={[values.channel]}
                onOptionSelect={(_, d) =>
                  d.optionValue && props.onChange('channel', d.optionValue as TemplateValues['channel'])
                }
              >
                {CHANNELS.map((c) => (
                  <Option key={c} value={c}>
                    {t(`marketing.channel.${c}` as MessageKey)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('marketing.language')}>
              <Dropdown
                inlinePopup
                value={props.languages.find((l) => l.id === values.languageId)?.name ?? ''}
                selectedOptions={[String(values.languageId)]}
                onOptionSelect={(_, d) => d.optionValue && props.onChange('languageId', Number(d.optionValue))}
              >
                {props.languages.map((l) => (
                  <Option key={l.id} value={String(l.id)}>
                    {l.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('marketing.templates.timeType')} validationMessage={props.errors.timeTypeId}>
              <Dropdown
                inlinePopup
                value={props.timeTypes.find((o) => o.id === values.timeTypeId)?.name ?? ''}
                selectedOptions={[String(values.timeTypeId)]}
                onOptionSelect={(_, d) => d.optionValue && props.onChange('timeTypeId', Number(d.optionValue))}
              >
                {props.timeTypes.map((o) => (
                  <Option key={o.id} value={String(o.id)}>
                    {o.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </div>
          {values.channel === 'email' && (
            <Field label={t('marketing.templates.subject')} required validationMessage={props.errors.subject}>
              <Input value={values.subject} onChange={(_, d) => props.onChange('subject', d.value)} />
            </Field>
          )}
          <Field label={t('marketing.templates.body')} required validationMessage={props.errors.body}>
            <Textarea
              className={styles.body}
              resize="vertical"
              value={values.body}
              onChange={(_, d) => props.onChange('body', d.value)}
            />
          </Field>
          <div>
            <Text weight="semibold">{t('marketing.templates.variables')}</Text>
            <ul className={styles.variables}>
              {props.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{{ ${v.name} }}`}</code> — {v.description}
                </li>
              ))}
            </ul>
          </div>
          {props.canSave && (
            <Button appearance="primary" type="submit" disabled={props.saving}>
              {t('marketing.save')}
            </Button>
          )}
        </form>
        <div className={styles.form}>
          <Text weight="semibold">{t('marketing.templates.preview')}</Text>
          {props.previewProblem ? (
            <Text role="alert">{props.previewProblem}</Text>
          ) : !props.preview ? (
            <Spinner size="small" label={t('common.loading')} />
          ) : values.channel === 'sms' ? (
            <div className={styles.sms} data-testid="sms-preview">
              {props.preview.text}
            </div>
          ) : (
            <>
              <Text>{props.preview.subject}</Text>
              <EmailFrame html={props.preview.html} title={t('marketing.templates.preview')} />
            </>
          )}
          {props.canSendTest && values.channel === 'email' && (
            <div className={styles.row}>
              <Field label={t('marketing.templates.testEmailTo')} validationMessage={props.testEmailError}>
                <Input type="email" value={props.testEmail} onChange={(_, d) => props.onTestEmail(d.value)} />
              </Field>
              <Button icon={<SendRegular />} disabled={props.sending || !props.testEmail} onClick={props.onSendTest}>
                {t('marketing.templates.testEmail')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
