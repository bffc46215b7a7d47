import type { profile as en } from '../en/profile.ts';

/**
 * Georgian texts of My Profile (spec/1 §2.5).
 * Only keys of en/profile.ts; `Partial` as ../ka.ts explains.
 */
export const profile = {
  'profile.title': 'ჩემი პროფილი',
  'profile.details': 'მონაცემები',
  'profile.pointsOfContact': 'საკონტაქტო პირები',
  'profile.security': 'პაროლის შეცვლა',
  'profile.firstName': 'სახელი',
  'profile.lastName': 'გვარი',
  'profile.email': 'ელფოსტა',
  'profile.title.field': 'თანამდებობა',
  'profile.phone': 'ტელეფონი',
  'profile.language': 'ენა',
  'profile.dateFormat': 'თარიღის ფორმატი',
  'profile.saved': 'თქვენი პროფილი შენახულია.',
  'profile.contactName': 'კონტაქტის სახელი',
  'profile.contactEmail': 'კონტაქტის ელფოსტა',
  'profile.contactPhone': 'კონტაქტის ტელეფონი',
  'profile.contactType': 'კონტაქტის ტიპი',
  'profile.addContact': 'კონტაქტის დამატება',
  'profile.removeContact': 'კონტაქტის წაშლა',
  'profile.noContacts': 'საკონტაქტო პირები ჯერ არ არის. პროფილის დასასრულებლად დაამატეთ ერთი მაინც.',
  'generalSettings.title': 'ზოგადი პარამეტრები',
} satisfies Partial<Record<keyof typeof en, string>>;
