import type { imports as en } from '../en/imports.ts';

/** Georgian texts of the guests and products imports. Only keys of en/imports.ts. */
export const imports = {
  'imports.kind': 'რა შემოვიტანოთ',
  'imports.kind.SALES': 'გაყიდვები',
  'imports.kind.GUESTS': 'სტუმრები',
  'imports.kind.PRODUCTS': 'პროდუქტები',
  'imports.summary': '{rows} სტრიქონი, {problems} სტრიქონი პრობლემებით.',
  'imports.error.yesNo': 'დაწერეთ დიახ ან არა.',
  'imports.guests.title': 'სტუმრების იმპორტი',
  'imports.guests.intro':
    'დაამატეთ სტუმრები CSV ან XLSX ფაილიდან, თითო სტრიქონში თითო. სტუმარი, რომლის ელფოსტა ან ტელეფონი უკვე ცნობილია, რჩება როგორც არის; ხელახლა ატვირთული ფაილი არაფერს ამატებს.',
  'imports.products.title': 'პროდუქტების იმპორტი',
  'imports.products.intro':
    'დაამატეთ პროდუქტები CSV ან XLSX ფაილიდან, თითო სტრიქონში თითო, მათი ტიპით, კატეგორიებით, შემოსავლის კლასით და ლოკაციებით. იმავე სახელისა და ტიპის პროდუქტი რჩება როგორც არის; ხელახლა ატვირთული ფაილი არაფერს ამატებს.',
  'imports.products.error.unknown': 'ამ მთავარ კლიენტს არაფერი აქვს სახელით {value}.',
  'imports.products.error.editorOnly':
    'ამ ტიპის პროდუქტებს სჭირდება მონაცემები, რომლებსაც ფაილი არ შეიცავს: დაამატეთ ისინი პროდუქტის რედაქტორში.',
  'imports.products.error.noPriceLevel': 'ფასის დონე არ არსებობს: ჯერ დაამატეთ ერთი.',
} satisfies Partial<Record<keyof typeof en, string>>;
