import type { bookingMessages as en } from '../en/bookingMessages.ts';

/**
 * Georgian texts of the messages a booking sends: time types, variables and default templates.
 * Only keys of en/bookingMessages.ts; `Partial` as ../ka.ts explains.
 */
export const bookingMessages = {
  'bookingMessages.timeType.payByLink': 'გადახდის ბმულის გაგზავნისას',
  'bookingMessages.timeType.rescheduled': 'ჯავშნის გადატანისას',
  'bookingMessages.timeType.cancelled': 'ჯავშნის გაუქმებისას',
  'bookingMessages.timeType.refunded': 'თანხის დაბრუნებისას',
  'bookingMessages.variable.activity': 'რა არის დაჯავშნილი',
  'bookingMessages.variable.guests': 'ჯავშნის სტუმრების რაოდენობა',
  'bookingMessages.variable.total': 'ჯავშნის ჯამი',
  'bookingMessages.variable.paid': 'გადახდილი თანხა, დაბრუნებულის გამოკლებით',
  'bookingMessages.variable.refunded': 'დაბრუნებული თანხა',
  'bookingMessages.variable.due': 'გადასახდელი ნაშთი',
  'bookingMessages.variable.payLink': 'გადახდის ბმული (მხოლოდ გადახდის ბმულის შეტყობინებებში)',
  'bookingMessages.variable.payLinkExpires': 'როდის იწურება გადახდის ბმული',
  'bookingMessages.error.notForSegments':
    'ეს შაბლონი ჯავშანს ეხება და სეგმენტზე ვერ გაიგზავნება. აირჩიეთ ხელით ან დაბადების დღეზე გასაგზავნი შაბლონი.',
  'bookingMessages.error.variableNotHere':
    "'{name}' ამ დროს გაგზავნილ შეტყობინებაში მნიშვნელობას ვერ მიიღებს: ჯავშნის მონაცემები მხოლოდ ჯავშნის შეტყობინებებშია, ბმული კი მხოლოდ გადახდის ბმულის შეტყობინებაში.",
  'bookingMessages.name.confirmation': 'ჯავშნის დადასტურება',
  'bookingMessages.name.payByLink': 'გადახდის ბმული',
  'bookingMessages.name.rescheduled': 'ჯავშანი შეიცვალა',
  'bookingMessages.name.cancelled': 'ჯავშანი გაუქმდა',
  'bookingMessages.name.refunded': 'თანხის დაბრუნება',
  'bookingMessages.name.reminder': 'ვიზიტის შეხსენება',
  'bookingMessages.name.thankYou': 'მადლობა',
  'bookingMessages.subject.confirmation': 'თქვენი ჯავშანი {{ booking.confirmationCode }} დადასტურებულია',
  'bookingMessages.body.confirmation':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>თქვენი ჯავშანი — {{ booking.activity }}, {{ location.name }}, {{ booking.date }}, {{ booking.time }} — დადასტურებულია. სტუმრები: {{ booking.guests }}.</p><p>დადასტურების კოდი: <b>{{ booking.confirmationCode }}</b><br>ჯამი: {{ booking.total }}, გადახდილი: {{ booking.paid }}.</p><p>მალე გნახავთ!</p>',
  'bookingMessages.subject.payByLink': 'გადაიხადეთ ჯავშანი {{ booking.confirmationCode }}',
  'bookingMessages.body.payByLink':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>თქვენს ჯავშანზე — {{ booking.activity }}, {{ booking.date }}, {{ booking.time }} — გადასახდელია {{ booking.due }}.</p><p>გადაიხადეთ უსაფრთხოდ აქ (ბმული ერთჯერადია და იწურება {{ payment.expires }}):<br><a href="{{ payment.link }}">{{ payment.link }}</a></p>',
  'bookingMessages.subject.rescheduled': 'თქვენი ჯავშანი {{ booking.confirmationCode }} შეიცვალა',
  'bookingMessages.body.rescheduled':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>თქვენი ჯავშანი — {{ booking.activity }}, {{ location.name }} — ახლა არის {{ booking.date }}, {{ booking.time }}. სტუმრები: {{ booking.guests }}.</p><p>დადასტურების კოდი: <b>{{ booking.confirmationCode }}</b></p>',
  'bookingMessages.subject.cancelled': 'თქვენი ჯავშანი {{ booking.confirmationCode }} გაუქმდა',
  'bookingMessages.body.cancelled':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>თქვენი ჯავშანი — {{ booking.activity }}, {{ location.name }}, {{ booking.date }}, {{ booking.time }} — გაუქმდა.</p><p>გადახდილი: {{ booking.paid }}, დაბრუნებული: {{ booking.refunded }}.</p>',
  'bookingMessages.subject.refunded': 'თანხის დაბრუნება ჯავშანზე {{ booking.confirmationCode }}',
  'bookingMessages.body.refunded':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>თქვენს ჯავშანზე — {{ booking.activity }}, {{ booking.date }}, {{ booking.time }} — სულ დაბრუნდა {{ booking.refunded }}.</p><p>ჯამი: {{ booking.total }}, გადახდილი: {{ booking.paid }}, გადასახდელი: {{ booking.due }}.</p>',
  'bookingMessages.subject.reminder': 'ხვალამდე, {{ location.name }}',
  'bookingMessages.body.reminder':
    '<p>გამარჯობა, {{ guest.firstName }}!</p><p>შეგახსენებთ ხვალინდელ ვიზიტს: {{ booking.date }}, {{ booking.time }} — {{ booking.activity }}, სტუმრები: {{ booking.guests }}.</p><p>{{ location.name }}, {{ location.address }}</p>',
  'bookingMessages.subject.thankYou': 'მადლობა, რომ ეწვიეთ {{ location.name }}-ს',
  'bookingMessages.body.thankYou': '<p>მადლობა სტუმრობისთვის, {{ guest.firstName }}! იმედია, მალე ისევ გნახავთ.</p>',
} satisfies Partial<Record<keyof typeof en, string>>;
