import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'

// GET /api/agency/instagram?username= (cms/README.md): an account's followers, as suziziziz/bella-1
// pages/talentGallery.vue asks for them.

let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms()
})
afterAll(() => cms.close())

const reset = (dataset: string) =>
  fetch(`${cms.url}/__reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dataset }),
  })
const ask = (username: string) =>
  cms.call('integration', `/api/agency/instagram?username=${encodeURIComponent(username)}`)

describe('GET /api/agency/instagram', () => {
  it('answers a talent’s account bare, whichever way its handle is written, with the integration token', async () => {
    await reset('demo')
    const answer = await ask('agata.conceicao')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ followers: 47_814 })
    expect(await (await ask('@Agata.Conceicao')).json()).toEqual({ followers: 47_814 })
    expect(await (await ask('https://www.instagram.com/agata.conceicao/')).json()).toEqual({
      followers: 47_814,
    })
    expect((await cms.call('panel', '/api/agency/instagram?username=agata.conceicao')).status).toBe(401)
  })

  it('answers 404 for an account it does not know, and for none', async () => {
    await reset('demo')
    expect((await ask('kellypereira')).status).toBe(404)
    expect((await ask('no.such.account.anywhere')).status).toBe(404)
    expect((await cms.call('integration', '/api/agency/instagram')).status).toBe(404)
  })

  it('in the rough data set: a failing account (500) and counts written as strings', async () => {
    await reset('rough')
    const failing = await ask('joao.pedro')
    expect(failing.status).toBe(500)
    expect(await (await ask('agata.conceicao')).json()).toEqual({ followers: '47814' })
    await reset('demo')
  })
})
