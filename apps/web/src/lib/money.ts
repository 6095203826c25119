/** Euros of AI usage: small sums keep six decimals (a single call costs fractions of a cent). */
export const formatEuros = (n: number | null): string =>
  n === null ? 'No price for this model' : `€${n.toFixed(n !== 0 && Math.abs(n) < 0.01 ? 6 : 2)}`;

export const formatTokens = (n: number): string => n.toLocaleString('en');
