/**
 * The agency's details that the spec leaves as placeholders. Fictional demo values, in one place so the
 * agency changes them here and nowhere else.
 */
export const site = {
  name: 'Lumière Models',
  email: 'contato@lumieremodels.com.br',
  phone: '+55 11 3061-0000',
  phoneHref: 'tel:+551130610000',
  address: {
    street: 'Rua Oscar Freire, 1000',
    district: 'Jardins',
    city: 'São Paulo',
    region: 'SP',
    postalCode: '01426-001',
    country: 'Brasil',
  },
  /** The São Paulo office, [longitude, latitude] (MapLibre's order). */
  office: { lng: -46.6712, lat: -23.5629 },
  mapZoom: 15,
  /** The agency's Instagram, used when the CMS answers no social links (its call is optional). */
  instagram: 'https://www.instagram.com/demo.model.agency/',
  /**
   * The agency's WhatsApp, as people write it: the number of every "WhatsApp" link (wa.me), used when the
   * CMS's social links give none (lib/whatsapp `agencyWhatsApp`).
   */
  whatsapp: '+55 11 96100-0000',
  poweredBy: { label: 'Manager Fashion', href: 'https://managerfashion.com.br' },
  /** Used when SITE_URL is not set (local builds). */
  defaultOrigin: 'http://localhost:8787',
} as const

/** Business constants of spec section 9. */
export const limits = {
  successDisplayMs: 2500,
  prehomeMs: 5000,
  newsObserverThreshold: 0.1,
  rosterObserverThreshold: 0.2,
  rosterStep: 20,
  rosterFetchSize: 1000,
  masonryGutter: 20,
  homeNewsCount: 3,
  mobileImageBreakpoint: 650,
  desktopBreakpoint: 1024,
  /**
   * From this width the header holds everything on one row with clear space around the centred logo (the
   * boards, news, search, favorites, Instagram, language, theme, menu); below it the boards and the search
   * move into the menu's drawer. Measured: tests/shell/widths.spec.ts sweeps 320–2560 px.
   */
  fullHeaderBreakpoint: 1024,
  /**
   * From this width the full header has room for more: the logo at its full size, the menu's label, the
   * news link and Instagram; between fullHeaderBreakpoint and this they are in the menu and the footer.
   */
  roomyHeaderBreakpoint: 1280,
  /** Below this width the compact header shows only the other language (the logo keeps its clear space). */
  narrowPhoneBreakpoint: 400,
  reloadGuardMs: 60_000,
  /**
   * The longest an undelivered submission (personal data, photos) is kept: the Worker's default
   * SUBMISSION_MAX_DAYS and what the privacy notice promises (README, "Personal data (LGPD)").
   */
  submissionMaxDays: 30,
  photoMaxBytes: 2_097_152,
  /** A photo's sane size: what a camera makes (issue 28). */
  photoMaxSide: 12_000,
  photoMaxPixels: 50_000_000,
  fileNameChars: 7,
  prehomeSlides: { delay: 3000, speed: 1500 },
  aboutSlides: { delay: 5000, speed: 2500 },
} as const

/**
 * The layouts' media queries, by name: the one place the breakpoints become queries. Stylesheets write
 * them as custom media (`@media (--phone)`: vite.config.ts defines them in each stylesheet from this
 * object, and Lightning CSS replaces them), scripts read them here (matchMedia, the `sizes` attributes).
 * Below 650 px a phone (one column of news cards, the phone image variants); from 1024 px a desktop.
 */
export const media = {
  phone: `(max-width: ${limits.mobileImageBreakpoint - 0.02}px)`,
  narrowPhone: `(max-width: ${limits.narrowPhoneBreakpoint - 0.02}px)`,
  wide: `(min-width: ${limits.mobileImageBreakpoint}px)`,
  tablet: `(min-width: ${limits.mobileImageBreakpoint}px) and (max-width: ${limits.desktopBreakpoint - 0.02}px)`,
  desktop: `(min-width: ${limits.desktopBreakpoint}px)`,
  belowDesktop: `(max-width: ${limits.desktopBreakpoint - 0.02}px)`,
  /** The header with everything on one row, the menu a dropdown (limits.fullHeaderBreakpoint). */
  fullHeader: `(min-width: ${limits.fullHeaderBreakpoint}px)`,
  /** The full header with room for the logo's full size, the menu's label, news and Instagram. */
  roomyHeader: `(min-width: ${limits.roomyHeaderBreakpoint}px)`,
  /** The compact header: menu, logo, language and theme; the menu a drawer with the boards and search. */
  compactHeader: `(max-width: ${limits.fullHeaderBreakpoint - 0.02}px)`,
} as const

/** `@custom-media` rules for every query of `media` (`belowDesktop` → `--below-desktop`). */
export const customMediaRules = (): string =>
  Object.entries(media)
    .map(
      ([name, query]) => `@custom-media --${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${query};`,
    )
    .join('\n')
