import type { shop as en } from '../en/shop.ts';

/** Georgian texts of the guest shop's booking. Only keys of en/shop.ts; `Partial` as ../ka.ts explains. */
export const shop = {
  'shop.error.offering': 'ამ შეთავაზების ონლაინ დაჯავშნა შეუძლებელია.',
  'shop.error.slot': 'აირჩიეთ შეთავაზებული დროებიდან ერთ-ერთი.',
  'shop.error.blackout': 'ამ დღეს დაწესებულება ონლაინ ჯავშნებს არ იღებს.',
  'shop.error.slotFull': 'ეს დრო სრულად დაჯავშნილია. გთხოვთ, აირჩიოთ სხვა.',
  'shop.error.places': 'ამ დროს მხოლოდ {places} ადგილი დარჩა.',
  'shop.error.guests': 'მიუთითეთ სტუმრების რაოდენობა {min}-დან {max}-მდე.',
  'shop.error.phone': 'მიუთითეთ ტელეფონის ნომერი (ციფრები, ჰარები, +, - და ფრჩხილები).',
  'shop.error.promptRequired': 'გთხოვთ, უპასუხოთ ამ კითხვას.',
  'shop.error.discountUnknown': 'ფასდაკლების ეს კოდი არასწორია.',
  'shop.error.discountNotYet': 'ფასდაკლების ეს კოდი ჯერ არ მოქმედებს.',
  'shop.error.discountExpired': 'ფასდაკლების ამ კოდს ვადა გაუვიდა.',
  'shop.error.discountUsedUp': 'ფასდაკლების ეს კოდი სრულად არის გამოყენებული.',
  'shop.error.discountGuestUsed': 'თქვენ უკვე გამოიყენეთ ფასდაკლების ეს კოდი.',
  'shop.error.discountOffering': 'ფასდაკლების ეს კოდი ამ შეთავაზებაზე არ ვრცელდება.',
  'shop.error.dealSoldOut': 'შეთავაზების ფასით მხოლოდ {places} ადგილი დარჩა.',
  'shop.error.form': 'ამ ფორმას ვადა გაუვიდა. გადაამოწმეთ მონაცემები და კვლავ გაგზავნეთ.',
  // The settings screen's blackout dates.
  'shop.settings.blackout': 'დაბლოკილი დღეები',
  'shop.settings.blackoutHint': 'დღეები, როცა ონლაინ მაღაზია ჯავშნებს არ იღებს, ერთხელ ან იმ დღიდან განმეორებით.',
  'shop.settings.blackoutDate': 'დაბლოკილი დღე {n}',
  'shop.settings.repeat': 'მეორდება',
  'shop.settings.addBlackout': 'დაბლოკილი დღის დამატება',
  'shop.repeat.NONE': 'არ მეორდება',
  'shop.repeat.WEEKLY': 'ყოველ კვირას',
  'shop.repeat.MONTHLY': 'ყოველ თვეს',
  'shop.repeat.YEARLY': 'ყოველ წელს',
} satisfies Partial<Record<keyof typeof en, string>>;
