/**
 * The security headers every response of the site carries: the static assets through the generated
 * `_headers` (scripts/edgeFiles.ts), the Worker's own answers through its middleware
 * (functions/middleware/securityHeaders.ts). One list, so the two cannot drift.
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may embed the site's answers (its pages, JSON, photos) as resources (issue 28).
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const

/** The Content-Security-Policy of an answer that is not a page (JSON needs no script, style or frame). */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
