import { roles } from '../../../src/services/contract';

/**
 * Input an attacker would try, shared by the security and fuzz suites: strings that would
 * change a query or a page if they were ever pasted into SQL or HTML instead of bound or
 * escaped, and fields a client has no business setting.
 */
export const injectionStrings = [
  "Robert'); DROP TABLE users; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5); --',
  "$1 $$ \\x27 E'\\\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '&lt;b&gt; &amp; &#x3C;',
  'Zoë 👩‍💻 \u202eevil\u202c',
] as const;

/** Fields of the stored rows that no request body may set (mass assignment). */
export const privilegedFields = {
  roles: [roles.admin, roles.pro],
  role: roles.admin,
  isAdmin: true,
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  createdAt: '2000-01-01T00:00:00Z',
  passwordHash: 'not-a-hash',
  failedAttempts: -100,
  status: 'DONE',
} as const;
