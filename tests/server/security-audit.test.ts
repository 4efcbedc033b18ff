import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit';

/** The shape `npm audit --json` (report version 2) prints. */
const report = (counts: Record<string, number>, vulnerabilities: Record<string, string> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, severity]) => [
        name,
        { name, severity, via: [] },
      ]),
    ),
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
    },
  });

describe('the dependency audit step', () => {
  it('passes without advisories, or with low and moderate ones only', () => {
    expect(auditVerdict(report({}))).toEqual({
      kind: 'pass',
      message: 'no high or critical advisory',
    });
    expect(
      auditVerdict(report({ low: 1, moderate: 2, total: 3 }, { a: 'low', b: 'moderate' })),
    ).toEqual({ kind: 'pass', message: 'no high or critical advisory (1 low, 2 moderate)' });
  });

  it('fails on a high or critical advisory, naming the packages', () => {
    const verdict = auditVerdict(
      report(
        { moderate: 1, high: 1, critical: 1, total: 3 },
        { a: 'moderate', b: 'high', c: 'critical' },
      ),
    );
    expect(verdict.kind).toBe('fail');
    expect(verdict.message).toBe(
      '1 moderate, 1 high, 1 critical: b (high), c (critical). Run npm audit --omit=dev for details.',
    );
  });

  it('warns and goes on when the audit endpoint does not answer', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      kind: 'unavailable',
      message:
        'the audit endpoint did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
