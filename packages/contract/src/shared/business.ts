/**
 * The company's contact points, as the content pages and the payment page state them. Its legal
 * name, company number, addresses and VAT number are settings (settings/promises.ts), never here.
 */
export const BUSINESS = {
  brand: 'Atelier',
  email: 'hello@atelier.local',
  phoneDisplay: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
  hours: 'Monday to Friday, 9am-5pm (UK time), excluding bank holidays',
  hoursShort: '9am-5pm, Mon-Fri',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/atelierstudio.london' },
    { name: 'Pinterest', href: 'https://www.pinterest.co.uk/atelierstudiolondon' },
    { name: 'Facebook', href: 'https://www.facebook.com/atelierstudio.london' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@atelierstudio.london' },
  ],
} as const;
