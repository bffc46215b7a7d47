import type { resources as en } from '../en/resources.ts';

/**
 * Georgian texts of the resource wing: field rules, each screen's list texts, the leave guard.
 * Only keys of en/resources.ts; `Partial` as ../ka.ts explains.
 */
export const resources = {
  // Resource wing (backend helper) — begin
  'settings.directorUsers.empty': 'დირექტორი მომხმარებლები არ არის',
  'settings.directorUsers.saved': 'დირექტორი მომხმარებელი წარმატებით შეინახა',
  'resources.nameTaken': 'ეს სახელი უკვე გამოყენებულია.',
  'resources.storeNumberDigits': 'მხოლოდ ციფრები.',
  'resources.storeNumberTaken': 'მაღაზიის ეს ნომერი უკვე გამოყენებულია.',
  'resources.postalCode': 'შეიყვანეთ აშშ-ის საფოსტო კოდი: 5 ციფრი ან 5+4 (12345-6789).',
  'resources.amount': 'შეიყვანეთ თანხა: წერტილამდე მაქსიმუმ 6 ციფრი და მის შემდეგ 2.',
  'resources.percentage': 'შეიყვანეთ პროცენტი 0-დან 100-მდე.',
  'resources.dateWindow': 'დასრულების თარიღი არ შეიძლება იყოს დაწყების თარიღზე ადრე.',
  'resources.selectOne': 'აირჩიეთ მინიმუმ ერთი.',
  'catalogue.creditTypes.new': 'ახალი აქტივობის კრედიტი',
  'catalogue.creditTypes.empty': 'აქტივობის კრედიტები არ არის',
  'catalogue.creditTypes.saved': 'აქტივობის კრედიტი წარმატებით შეინახა',
  'catalogue.creditTypes.removed': 'აქტივობის კრედიტი წარმატებით წაიშალა',
  'catalogue.creditTypes.removedMany': 'არჩეული აქტივობის კრედიტები წარმატებით წაიშალა',
  'catalogue.discounts.new': 'ახალი ფასდაკლება',
  'catalogue.discounts.empty': 'ფასდაკლებები არ არის',
  'catalogue.discounts.saved': 'ფასდაკლება წარმატებით შეინახა',
  'catalogue.discounts.removed': 'ფასდაკლება წარმატებით წაიშალა',
  'catalogue.discounts.removedMany': 'არჩეული ფასდაკლებები წარმატებით წაიშალა',
  'catalogue.memberships.new': 'ახალი წევრობა',
  'catalogue.memberships.empty': 'წევრობები არ არის',
  'catalogue.memberships.saved': 'წევრობა წარმატებით შეინახა',
  'catalogue.memberships.removed': 'წევრობა წარმატებით წაიშალა',
  'catalogue.memberships.removedMany': 'არჩეული წევრობები წარმატებით წაიშალა',
  'catalogue.productCategories.new': 'პროდუქტის ახალი კატეგორია',
  'catalogue.productCategories.empty': 'პროდუქტის კატეგორიები არ არის',
  'catalogue.productCategories.saved': 'პროდუქტის კატეგორია წარმატებით შეინახა',
  'catalogue.productCategories.removed': 'პროდუქტის კატეგორია წარმატებით წაიშალა',
  'catalogue.productCategories.removedMany': 'არჩეული კატეგორიები წარმატებით წაიშალა',
  'catalogue.revenueClasses.new': 'შემოსავლის ახალი კლასი',
  'catalogue.revenueClasses.empty': 'შემოსავლის კლასები არ არის',
  'catalogue.revenueClasses.saved': 'შემოსავლის კლასი წარმატებით შეინახა',
  'catalogue.revenueClasses.removed': 'შემოსავლის კლასი წარმატებით წაიშალა',
  'catalogue.revenueClasses.removedMany': 'არჩეული შემოსავლის კლასები წარმატებით შეინახა',
  'catalogue.foodModifiers.new': 'საკვების ახალი მოდიფიკატორი',
  'catalogue.foodModifiers.empty': 'საკვების მოდიფიკატორები არ არის',
  'catalogue.foodModifiers.saved': 'საკვების მოდიფიკატორი წარმატებით შეინახა',
  'catalogue.foodModifiers.removed': 'საკვების მოდიფიკატორი წარმატებით წაიშალა',
  'catalogue.foodModifiers.removedMany': 'არჩეული მოდიფიკატორები წარმატებით წაიშალა',
  'catalogue.taxRates.new': 'ახალი გადასახადის განაკვეთი',
  'catalogue.taxRates.empty': 'გადასახადის განაკვეთები არ არის',
  'catalogue.taxRates.saved': 'გადასახადის განაკვეთი წარმატებით შეინახა',
  'catalogue.taxRates.removed': 'გადასახადის განაკვეთი წარმატებით წაიშალა',
  'catalogue.taxRates.removedMany': 'არჩეული განაკვეთები წარმატებით წაიშალა',
  // Resource wing (backend helper) — end
  // Resource wing (web helper) — begin
  'resources.leave.question': 'გაქვთ შეუნახავი ცვლილებები. გსურთ გასვლა მათი შენახვის გარეშე?',
  'resources.leave.stay': 'დარჩენა',
  'resources.leave.leave': 'გასვლა',
  'resources.readOnly': 'შეგიძლიათ ამ ჩანაწერის ნახვა, მაგრამ არა შეცვლა',
  // Resource wing (web helper) — end
} satisfies Partial<Record<keyof typeof en, string>>;
