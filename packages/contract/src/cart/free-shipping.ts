/** How far a cart is from free standard shipping (R2.3); amounts in pence. */
export interface FreeShippingProgress {
  qualifies: boolean;
  /** Pence still to add before the order ships free; 0 once it qualifies. */
  remainingPence: number;
  /** 0-100, whole percent of the threshold reached (100 once it qualifies). */
  percent: number;
}

/**
 * A threshold of 0 (the default) means every order ships free, even an empty one: the bar then
 * just says so. Otherwise the bar fills toward the threshold, never past 100.
 */
export function freeShippingProgress(totalPence: number, thresholdPence: number): FreeShippingProgress {
  const total = Math.max(0, Math.round(totalPence));
  const threshold = Math.max(0, Math.round(thresholdPence));
  if (total >= threshold) return { qualifies: true, remainingPence: 0, percent: 100 };
  return { qualifies: false, remainingPence: threshold - total, percent: Math.floor((total * 100) / threshold) };
}
