/** Reference lists with fixed ids (spec/1 §9: default language id 1, MM/dd/yyyy first). */
export const LANGUAGES = [
  { id: 1, name: 'English', code: 'en' },
  { id: 2, name: 'Georgian', code: 'ka' },
  { id: 3, name: 'Spanish', code: 'es' },
];

export const DATE_FORMATS = [
  { id: 1, format: 'MM/dd/yyyy' },
  { id: 2, format: 'dd/MM/yyyy' },
];

export const CONTACT_TYPES = [
  { id: 1, name: 'Primary' },
  { id: 2, name: 'Billing' },
  { id: 3, name: 'Technical' },
  { id: 4, name: 'Operations' },
];

export const QUICK_PANEL = [
  { kind: 'note', title: 'Weekend staffing', detail: 'Two extra party hosts at FunZone Downtown on Saturday.' },
  { kind: 'note', title: 'Price update', detail: 'New unlimited-play wristband prices start on the 1st.' },
  { kind: 'note', title: 'Inventory', detail: 'Prize counter restock due Thursday.' },
  { kind: 'event', title: 'League night', detail: 'Bowlarama Chicago Loop, Wednesdays 7 pm.' },
  { kind: 'event', title: 'Toddler time', detail: 'JumpPark Seattle, weekday mornings 9–11 am.' },
  { kind: 'event', title: 'Quarterly review', detail: 'Directors meeting, first Monday of the quarter.' },
] as const;
