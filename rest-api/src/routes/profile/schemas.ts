/** Schemas of the profile routes, mirroring core/src/rest.ts. */
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { bool, int, nullableStr, obj, str } from '../../http/schemas.ts';

/**
 * Texts hold at most 100 characters, counted in code points like core's validators (a looser cap
 * here once answered 'At most 1000 characters').
 */
export const text = () => str({ maxLength: MAX_TEXT_LENGTH });

export const profileSchema = obj({
  userId: int(),
  email: str(),
  firstName: str(),
  lastName: str(),
  title: str(),
  phone: str(),
  image: nullableStr(),
  languageId: int(),
  dateFormatId: int(),
  isProfileCompleted: bool(),
  version: int(),
});

export const profileUpdateSchema = obj({
  firstName: text(),
  lastName: text(),
  title: text(),
  phone: text(),
  languageId: int({ minimum: 1 }),
  dateFormatId: int({ minimum: 1 }),
  version: int({ minimum: 0 }),
});

export const contactSchema = obj({ id: int(), name: str(), email: str(), phone: str(), contactTypeId: int() });

export const contactInputSchema = obj({
  name: text(),
  email: text(),
  phone: text(),
  contactTypeId: int({ minimum: 1 }),
});
