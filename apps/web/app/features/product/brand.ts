export const BRAND = 'Atelier';
