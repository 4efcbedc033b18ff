/**
 * Desktop versions in order: 2.10.0 after 2.9.0, a release after its own pre-releases
 * (2.1.0-beta.2 before 2.1.0). Negative when `a` is older than `b`, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const diff = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (diff !== 0) return diff;
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre.localeCompare(right.pre, 'en', { numeric: true });
}
