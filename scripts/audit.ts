import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * `npm audit --omit=dev`: the dependencies the server runs with, checked against the
 * registry's advisories. A high or critical advisory fails; when the registry's audit
 * endpoint cannot be reached (a mirror or a closed network answers 405 or nothing), the check
 * says so loudly and passes, since there is nothing to judge: run it where the registry answers.
 */
export type AuditVerdict =
  | { kind: 'pass'; message: string }
  | { kind: 'fail'; message: string }
  | { kind: 'unavailable'; message: string };

type Report = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
  error?: { summary?: string };
};

export function auditVerdict(output: string): AuditVerdict {
  let report: Report;
  try {
    report = JSON.parse(output) as Report;
  } catch {
    return { kind: 'unavailable', message: 'npm audit gave no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message || report.error?.summary || 'no report';
    return { kind: 'unavailable', message: `the audit endpoint did not answer (${reason})` };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const summary = Object.entries(counts)
    .filter(([severity, count]) => severity !== 'total' && count > 0)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  if (serious === 0) {
    return {
      kind: 'pass',
      message: `no high or critical advisory${summary ? ` (${summary})` : ''}`,
    };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical')
    .map(([name, entry]) => `${name} (${entry.severity})`)
    .join(', ');
  return {
    kind: 'fail',
    message: `${summary}: ${packages}. Run npm audit --omit=dev for details.`,
  };
}

function runAudit(): Promise<string> {
  return new Promise((resolve) => {
    // npm audit exits non-zero both for advisories and for an unreachable endpoint: the
    // report tells them apart.
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (_error, stdout) => resolve(stdout),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const verdict = auditVerdict(await runAudit());
  if (verdict.kind === 'unavailable') {
    console.warn(`WARNING: dependency audit skipped: ${verdict.message}.`);
  } else {
    console.log(`dependency audit: ${verdict.message}`);
  }
  process.exitCode = verdict.kind === 'fail' ? 1 : 0;
}
