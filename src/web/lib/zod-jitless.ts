/**
 * The web build resolves `zod` to this module (vite.config.ts), so Zod is configured before any
 * schema is used, in whichever lazy chunk it first loads. The shop's Content-Security-Policy
 * forbids eval; Zod would otherwise probe for it with `new Function('')` on its first parse, which
 * the browser reports as a CSP violation on every page; without that noise, a violation always
 * means something is wrong (see e2e/support/xss.ts).
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
