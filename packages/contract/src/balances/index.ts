// The balances domain's public surface (gift cards and store credit, R23).
export * from './balances.ts';
export * from './balance-schemas.ts';
export * from './gift-card-sale.ts';
