/** Spec section 2: FREE when the price is the text '0', otherwise a dollar amount. */
export function formatPrice(price: string): string {
  const amount = Number(price);
  if (amount === 0) return 'FREE';
  if (!Number.isFinite(amount)) return price;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export const isFreePrice = (price: string) => Number(price) === 0;

/** A date as every page writes it, in UTC: 'Feb 18, 2026'. */
const dateParts = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
const dateFormat = new Intl.DateTimeFormat('en-US', dateParts);

/** An ISO date in `format`; a text that is not a date is shown as it came. */
const formatIso = (format: Intl.DateTimeFormat) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** 'Feb 18, 2026'. */
export const formatDate = formatIso(dateFormat);

/** Epoch seconds (the payment calls' dates) the same way; a missing date as a dash. */
export const formatEpochDate = (seconds: number | null) =>
  seconds === null ? '—' : dateFormat.format(new Date(seconds * 1000));

/**
 * Cents as dollars with 2 decimals (spec section 2, the purchase history); a payment given back
 * (issue 37) shows its minus before the dollar sign: -$49.00.
 */
export const formatCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const scriptPath = (scriptName: string) => `/script-store/${encodeURIComponent(scriptName)}`;

/** 'Feb 18, 2026, 9:05 AM UTC': when something happened, for histories and threads. */
export const formatDateTime = formatIso(
  new Intl.DateTimeFormat('en-US', {
    ...dateParts,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }),
);
