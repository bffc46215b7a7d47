import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalL,
    textAlign: 'center',
    minWidth: 0,
  },
  compact: { display: 'flex', width: '40px', justifyContent: 'center', paddingBlock: tokens.spacingVerticalM },
  name: { maxWidth: '100%' },
  email: { color: tokens.colorNeutralForeground3, maxWidth: '100%' },
});

export interface UserCardProps {
  firstName: string;
  lastName: string;
  email: string;
  /** Avatar URL; null shows the default avatar. */
  image: string | null;
  /** The folded navbar: the avatar alone, small. */
  compact?: boolean;
}

/** The navbar's user card (spec/1 §2.6): avatar, first and last name, e-mail. */
export function UserCard({ firstName, lastName, email, image, compact = false }: UserCardProps) {
  const styles = useStyles();
  const name = `${firstName} ${lastName}`.trim();
  const avatar = image ? { src: image, alt: '' } : undefined;
  if (compact) {
    return (
      <div className={styles.compact}>
        <Avatar size={32} color="brand" name={name} image={avatar} />
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Avatar size={64} color="brand" name={name} image={avatar} />
      <Text weight="semibold" size={400} truncate wrap={false} className={styles.name}>
        {name}
      </Text>
      <Text size={200} truncate wrap={false} className={styles.email}>
        {email}
      </Text>
    </div>
  );
}
