import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SEND_STATUS_LABELS } from '@marquee/core/marketing/segmentSends';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import type { SegmentSendFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sends: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  send: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline', flexWrap: 'wrap' },
  when: { color: tokens.colorNeutralForeground3 },
});

export interface SendTemplate {
  id: number;
  name: string;
  channel: 'email' | 'sms';
}

export interface SendMessageDialogProps {
  segmentName: string;
  /** Locations whose templates can be chosen (code and name). */
  locations: readonly { id: string; name: string }[];
  location: string | null;
  onLocation: (code: string) => void;
  templates: readonly SendTemplate[];
  sends: readonly SegmentSendFieldsFragment[];
  busy: boolean;
  /** sendAt: an ISO instant, or null for now. */
  onSend: (templateId: number, sendAt: string | null) => void;
  onClose: () => void;
}

const CHANNEL: Record<SendTemplate['channel'], MessageKey> = {
  email: 'marketing.channel.email',
  sms: 'marketing.channel.sms',
};

/**
 * A segment's "Send a message": a template of a location (e-mail or SMS), now or at a time, and
 * the segment's sends with their progress (queued, sent, failed, skipped).
 */
export function SendMessageDialog(props: SendMessageDialogProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const template = props.templates.find((p) => p.id === templateId) ?? null;
  const locationName = props.locations.find((l) => l.id === props.location)?.name ?? '';

  const send = () => {
    if (!template) return setProblem('marketing.sends.templateRequired');
    let sendAt: string | null = null;
    if (later) {
      // datetime-local is the browser's local time; the server takes an instant.
      const when = new Date(at);
      if (at === '' || Number.isNaN(when.getTime())) return setProblem('marketing.sends.badTime');
      if (when.getTime() < Date.now()) return setProblem('marketing.sends.pastTime');
      sendAt = when.toISOString();
    }
    setProblem(null);
    props.onSend(template.id, sendAt);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface aria-label={t('marketing.sends.title', { name: props.segmentName })}>
        <DialogBody>
          <DialogTitle>{t('marketing.sends.title', { name: props.segmentName })}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('marketing.segments.location')}>
              <Dropdown
                value={locationName}
                selectedOptions={props.location ? [props.location] : []}
                onOptionSelect={(_, d) => {
                  if (!d.optionValue) return;
                  setTemplateId(null);
                  props.onLocation(d.optionValue);
                }}
              >
                {props.locations.map((l) => (
                  <Option key={l.id} value={l.id}>
                    {l.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {props.location === null ? (
              <Text>{t('marketing.sends.pickLocation')}</Text>
            ) : props.templates.length === 0 ? (
              <Text>{t('marketing.sends.noTemplates')}</Text>
            ) : (
              <Field
                label={t('marketing.sends.template')}
                validationMessage={problem === 'marketing.sends.templateRequired' ? t(problem) : undefined}
              >
                <Dropdown
                  value={template ? `${template.name} (${t(CHANNEL[template.channel])})` : ''}
                  selectedOptions={templateId === null ? [] : [String(templateId)]}
                  onOptionSelect={(_, d) => d.optionValue && setTemplateId(Number(d.optionValue))}
                >
                  {props.templates.map((p) => (
                    <Option key={p.id} value={String(p.id)} text={`${p.name} (${t(CHANNEL[p.channel])})`}>
                      {`${p.name} (${t(CHANNEL[p.channel])})`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            <Field label={t('marketing.sends.when')}>
              <RadioGroup value={later ? 'later' : 'now'} onChange={(_, d) => setLater(d.value === 'later')}>
                <Radio value="now" label={t('marketing.sends.now')} />
                <Radio value="later" label={t('marketing.sends.later')} />
              </RadioGroup>
            </Field>
            {later && (
              <Field
                label={t('marketing.sends.at')}
                validationMessage={problem && problem !== 'marketing.sends.templateRequired' ? t(problem) : undefined}
              >
                <Input type="datetime-local" value={at} onChange={(_, d) => setAt(d.value)} />
              </Field>
            )}
            <Subtitle2 as="h3">{t('marketing.sends.history')}</Subtitle2>
            {props.sends.length === 0 ? (
              <Text>{t('marketing.sends.none')}</Text>
            ) : (
              <ul className={styles.sends} aria-label={t('marketing.sends.history')}>
                {props.sends.map((s) => {
                  const when = new Date(s.sendAt);
                  return (
                    <li key={s.id} className={styles.send}>
                      <Text className={styles.when}>{format.dateTime(when)}</Text>
                      <Text>{s.templateName}</Text>
                      <Badge appearance="tint">
                        {t(SEND_STATUS_LABELS[s.status.toLowerCase() as keyof typeof SEND_STATUS_LABELS])}
                      </Badge>
                      <Text>
                        {t('marketing.sends.progress', {
                          sent: s.sent,
                          recipients: s.recipients,
                          failed: s.failed,
                          skipped: s.skipped,
                        })}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('marketing.sends.close')}</Button>
            <Button appearance="primary" onClick={send} disabled={props.busy || props.location === null}>
              {t('marketing.sends.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
