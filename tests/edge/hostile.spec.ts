import { expect, test } from '@playwright/test'
import { received } from '../cms'
import { tag, visitor, workerUrl } from './edge'

// Issue 28: hostile requests against the Worker under workerd (npm start), as a client outside the site
// sends them: the answers the Worker's README documents, nothing refused reaching the CMS.

const plainPost = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

test.describe('the no-script form answer sends no one elsewhere', () => {
  const forms = [
    { route: '/api/contact', outcome: 'contact', pt: '/contato', en: '/en/contact' },
    { route: '/api/get-scouted', outcome: 'apply', pt: '/seja-um-modelo', en: '/en/be-a-model' },
    { route: '/api/favorites', outcome: 'request', pt: '/favoritos', en: '/en/favorites' },
  ]
  for (const { route, outcome, pt, en } of forms) {
    test(`${route}: a post from another site is refused with 403 and no Location`, async ({ request }) => {
      const answer = await request.post(route, {
        headers: {
          ...visitor(),
          ...plainPost,
          origin: 'https://evil.example',
          referer: 'https://evil.example//evil.example/phish',
        },
        form: { x: '1' },
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(403)
      expect(answer.headers().location).toBeUndefined()
      expect((await answer.json()).error.code).toBe('forbidden_origin')
    })

    test(`${route}: a same-site Referer of "//host" goes back to the form's own page`, async ({
      request,
    }) => {
      for (const [path, page] of [
        ['//evil.example/x', pt],
        ['/\\evil.example/x', pt],
        ['/en//evil.example/x', en],
      ] as const) {
        const answer = await request.post(route, {
          headers: { ...visitor(), ...plainPost, referer: `${workerUrl}${path}` },
          form: { x: '1' },
          maxRedirects: 0,
        })
        expect(answer.status()).toBe(303)
        expect(answer.headers().location).toBe(`${page}#${outcome}-failed`)
      }
    })
  }

  test('a valid contact with a Referer of "//host" is delivered and goes back to /contato', async ({
    request,
  }) => {
    const email = `redirect.${tag()}@example.com`
    const answer = await request.post('/api/contact', {
      headers: { ...visitor(), ...plainPost, referer: `${workerUrl}//evil.example/x` },
      form: { email, message: 'Olá' },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe('/contato#contact-sent')
    await expect.poll(async () => (await received(request, 'contact', email)).length).toBe(1)
  })
})
