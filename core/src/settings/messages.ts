/** Success texts of the settings screens that depend on how many records a call touched. */
import type { MessageKey } from '../messages/en.ts';

/** spec/3 §8: 'The group have been successfully deleted', singular or plural by count. */
export function groupsDeletedKey(count: number): MessageKey {
  return count === 1 ? 'settings.groups.deleted.one' : 'settings.groups.deleted.other';
}

/** The confirm text before removing `count` selected rows (spec/3 §2). */
export function removeConfirmKey(count: number): MessageKey {
  return count > 1 ? 'settings.removeMany' : 'settings.removeOne';
}
