import { expect, test } from '@playwright/test'

// The form routes take POST only, and say so to any other method (the Worker under wrangler dev).

for (const path of ['/api/contact', '/api/get-scouted', '/api/favorites']) {
  test(`${path} answers GET, PUT and DELETE with 405 and Allow: POST`, async ({ request }) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await request.fetch(path, { method })
      expect(answer.status(), method).toBe(405)
      expect(answer.headers().allow, method).toBe('POST')
      expect((await answer.json()).error.code, method).toBe('method_not_allowed')
    }
  })
}
