import { z } from 'zod';

/**
 * The shop's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
 * `new Function('')` on its first parse, which the browser reports as a CSP violation on every
 * page; without that noise, a violation always means something is wrong (see e2e/support/xss.ts).
 */
z.config({ jitless: true });
