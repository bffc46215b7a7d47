import type { limits as en } from '../en/limits.ts';

/**
 * Georgian texts of rules the servers enforce: identities across master clients, bounded work.
 * Only keys of en/limits.ts; `Partial` as ../ka.ts explains.
 */
export const limits = {
  // ── Identities and roles across master clients ──
  'settings.users.identityShared':
    'ეს პირი სხვა მთავარ კლიენტებშიც მუშაობს, რომლებსაც თქვენ არ მართავთ. მისი სახელის, ელფოსტის, ტელეფონის ან შესვლის შეცვლა მხოლოდ მათ ყველას ადმინისტრატორს შეუძლია.',
  'settings.users.roleAboveYours': 'თქვენზე მეტი უფლებების მქონე როლის მინიჭება არ შეგიძლიათ.',
  'settings.users.ownRole': 'საკუთარი როლის შეცვლა არ შეგიძლიათ.',
  'settings.users.providerRole': 'ამ როლის მინიჭება მხოლოდ პროვაიდერის თანამშრომლებს შეუძლიათ.',
  // ── end identities and roles ──
  // Limits (bounded work and input hygiene) — begin
  'dashboards.limit.dates': 'თარიღები უნდა იყოს {from}-დან {to}-მდე.',
  'dashboards.limit.span':
    '{frequency} გრაფიკი მოიცავს მაქსიმუმ {days} დღეს. აირჩიეთ უფრო მოკლე პერიოდი ან უფრო მსხვილი სიხშირე.',
  'dashboards.limit.export':
    'ერთი ექსპორტის მოთხოვნა მოიცავს მაქსიმუმ {days} დღეს. გრძელი პერიოდები გაიტანეთ 3-თვიან ნაწილებად.',
  'validation.maxLength': 'მაქსიმუმ {limit} სიმბოლო.',
  'validation.nulCharacter': 'წაშალეთ უხილავი NUL სიმბოლო (U+0000).',
  'validation.tooManyIds': 'მაქსიმუმ {limit} იდენტიფიკატორი.',
  'validation.minLength': 'მინიმუმ {limit} სიმბოლო.',
  'validation.format': 'არასწორი ფორმატი.',
  'error.payloadTooLarge': 'მოთხოვნა ძალიან დიდია (მაქსიმუმ {limit}).',
  // Bad input and faults of the security sweep
  'validation.tooDeep': 'მოთხოვნა {limit} დონეზე ღრმად არის ჩადგმული.',
  'validation.brokenCharacter': 'წაშალეთ დაზიანებული სიმბოლო (ცალი UTF-16 სუროგატი).',
  'validation.controlCharacter': 'წაშალეთ უხილავი მართვის ან ტექსტის მიმართულების სიმბოლოები.',
  'validation.invisibleOnly': 'შეიყვანეთ ხილული ტექსტი და არა მხოლოდ უხილავი სიმბოლოები.',
  'validation.date': 'შეიყვანეთ რეალური თარიღი {from}-სა და {to}-ს შორის.',
  'validation.tooLongToSend': 'მაქსიმუმ {limit} სიმბოლო.',
  'validation.templateLimit': 'ეს შაბლონი ძალიან ბევრ სამუშაოს ასრულებს: {detail}',
  'auth.signInUnavailable': 'შესვლა დროებით მიუწვდომელია. სცადეთ ხელახლა {seconds} წამში.',
  // Limits — end
} satisfies Partial<Record<keyof typeof en, string>>;
