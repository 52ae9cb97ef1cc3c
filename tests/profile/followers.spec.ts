import { expect, inDemo, locales, siteSnapshot, test } from '../fixtures'
import { openProfile } from './profile'

// Follower counts (issue 40): the sync reads each talent's count from the platform's Instagram call; the
// profile shows it rounded in the page's language, and a talent whose call failed shows its handle alone.

const talents = siteSnapshot().talents()
/** A talent with between 10,000 and 100,000 followers and a decimal to show: "47,8 mil" / "47.8K". */
const counted = inDemo(
  talents.find(
    (t) =>
      t.followers !== undefined &&
      t.followers >= 10_000 &&
      t.followers < 99_950 &&
      Math.round(t.followers / 100) % 10 !== 0,
  ),
  'talent with tens of thousands of followers',
)
/** A talent whose account the platform did not know at the sync (404): its handle, no count. */
const uncounted = inDemo(
  talents.find((t) => t.instagram !== null && t.followers === undefined),
  'talent with an Instagram link and no follower count',
)

const expected = {
  pt: `${(Math.round((counted.followers ?? 0) / 100) / 10).toFixed(1).replace('.', ',')}\u00a0mil seguidores`,
  en: `${(Math.round((counted.followers ?? 0) / 100) / 10).toFixed(1)}K followers`,
}

for (const locale of locales) {
  test(`a profile shows its Instagram followers rounded in the page's language (${locale})`, async ({
    page,
  }) => {
    await openProfile(page, counted, locale)
    const social = page.locator('main article.profile .profile__social')
    await expect(social.getByRole('link')).toHaveAttribute('href', counted.instagram ?? '')
    await expect(social.locator('.profile__followers')).toHaveText(expected[locale])
  })

  test(`a talent whose follower count could not be read shows its handle alone (${locale})`, async ({
    page,
  }) => {
    await openProfile(page, uncounted, locale)
    const social = page.locator('main article.profile .profile__social')
    await expect(social.getByRole('link')).toHaveAttribute('href', uncounted.instagram ?? '')
    await expect(social.locator('.profile__followers')).toHaveCount(0)
  })
}
