/**
 * Links are page loads (pages are HTML only); the browser makes them instant: it prerenders a page of the
 * site as soon as the visitor shows intent (hover on desktop, pointerdown on touch: "moderate"), so the
 * click shows it at once. Not the API or links that open elsewhere. A static block: the
 * Content-Security-Policy allows it by its hash (scripts/edgeFiles.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[target], [download], [data-back]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
