import { cmsTestClient } from '../cms/testClient'
import { sleep } from './proc'

// The CMS changed since the build (issue 29's steady state): between scheduled rebuilds the agency adds
// talents and edits profiles, and the Worker serves the roster and the profiles from the live data. The
// bench makes that state on each site's stand-in CMS through its test routes (cms/README.md), then waits
// until the site answers with the change, so Lighthouse measures the pages a visitor gets then.

/** A talent the build does not know, added to each site's CMS (the cms/README `/__talents` shape). */
export const newcomer = {
  id: 9100,
  name: 'Joana da Silva',
  gender: 'woman',
  cover: 'uploads/talents/9100/cover-800x1067.jpg',
  categories: [{ id: 3225, name: 'Mainboard' }],
  book: [{ file: 'uploads/talents/9100/book-1-1200x1600.jpg', width: 1200, height: 1600 }],
}

/**
 * Adds the newcomer and raises the height of talent `id` (the profile measured) by 3 cm in the CMS at
 * `cmsOrigin`; resolves to the new height, which the profile's live answer then carries.
 */
export async function changeCms(cmsOrigin: string, id: number): Promise<string> {
  const cms = cmsTestClient(cmsOrigin)
  const talent = await cms.upstreamTalent(id)
  const height = String((Number.parseInt(String(talent.height), 10) || 170) + 3)
  await cms.putTalent({ ...talent, height })
  await cms.putTalent(newcomer)
  return height
}

/**
 * Waits (`timeoutMs` at most) until the site's live answers carry the change: the roster lists the newcomer
 * and the profile's live data has the new height (its API, which every version of the Worker answers; the
 * pages follow from the same cached answers). Throws when it does not happen, so nothing is measured as
 * "changed" that was not.
 */
export async function waitForChange(origin: string, id: number, height: string, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs
  const text = (path: string) =>
    fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    )
  while (Date.now() < until) {
    const [roster, profile] = await Promise.all([text('/api/talents'), text(`/api/talents/${id}`)])
    if (roster.includes(`"id":${newcomer.id}`) && profile.includes(`"height":"${height}"`)) return
    await sleep(3000)
  }
  throw new Error(`${origin} did not serve the changed CMS within ${timeoutMs / 1000} s`)
}
