/** Size guide in inches (R11.3, with the source's typos fixed: S hip 35-36, L chest 38-39). */
export const SIZE_GUIDE = [
  { size: 'XS', us: '2', chest: '32', waist: '24-25', hip: '33-34' },
  { size: 'S', us: '4', chest: '34-35', waist: '26-27', hip: '35-36' },
  { size: 'M', us: '6', chest: '36-37', waist: '28-29', hip: '38-40' },
  { size: 'L', us: '8', chest: '38-39', waist: '30-31', hip: '42-44' },
  { size: 'XL', us: '10', chest: '40-41', waist: '32-33', hip: '45-47' },
  { size: 'XXL', us: '12', chest: '42-43', waist: '34-35', hip: '48-50' },
] as const;
