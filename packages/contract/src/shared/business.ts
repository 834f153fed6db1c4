/** The company behind the store, as the content pages, the mails and the payment page state it. */
export const BUSINESS = {
  brand: 'Atelier',
  legalName: 'Atelier Studio Ltd',
  companyNumber: '14829307',
  registeredIn: 'England and Wales',
  street: '12 Marylebone Lane',
  city: 'London',
  postcode: 'W1U 2NE',
  country: 'United Kingdom',
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

/** The postal address, one line each: company, street, city and postcode, country. */
export const ADDRESS_LINES = [BUSINESS.legalName, BUSINESS.street, `${BUSINESS.city} ${BUSINESS.postcode}`, BUSINESS.country] as const;
