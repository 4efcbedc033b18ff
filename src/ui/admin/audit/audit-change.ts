/** A value of the log as one short line: text as is, anything else as JSON. */
const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };

/**
 * What an entry changed, field by field: `lockedAt: null → 2026-03-02T09:00:00.000Z`. Fields
 * that stayed the same (the script's name beside its ownership) are left out.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((key) => `${key}: ${show(was[key])} → ${show(is[key])}`);
}
